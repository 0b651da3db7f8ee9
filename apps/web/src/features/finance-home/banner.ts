/**
 * The home banner's words, in one place: the page renders them, and the web build writes them into the first paint
 * the server answers /finance/home with (apps/web/first-paint.ts), so that the banner shows before any script runs.
 */
export const HOME_BANNER = {
  eyebrow: '国家能源集团 · 能源金融税务门户',
  title: '产融协同 · 智慧财税',
  intro: '汇聚贷款、保理、租赁、期货、碳资产、保险、支付等金融服务，与税务管理一站式协同，助力能源产业高质量发展。',
} as const;
