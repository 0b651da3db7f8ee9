/**
 * Demo data of the tax area (issue 13). 国能销售集团有限公司 (`user`) is a general VAT taxpayer filing nine tax types;
 * 国能神东煤炭集团有限责任公司 (`user2`) files others, with its own data, so enterprise scoping shows. Dates are relative
 * to the day the demo is seeded: two years of taxable periods by the §9 rules, tasks in every state (one overdue),
 * three months of invoices. Amounts come from a hash of what they are for, so a reseed on the same day is identical.
 */
import {
  TAX_TASK_BRANCH_STATUS,
  TAX_TYPES,
  calendarDay,
  currentPeriod,
  datedTaxablePeriod,
  taxablePeriodsBetween,
  type DatedTaxablePeriod,
  type Periodicity,
  type StoredTaxTaskState,
  type VatApplicablePreference,
} from '@portal/shared';
import { holidayCalendar } from '@portal/shared/tax/holidays';
import { publishedArrangements } from '@portal/shared/tax/holiday-seed';
import { statutoryHolidays } from '@portal/shared/tax/statutory-holidays';
import {
  taxCalendarNews,
  taxCodeItems,
  taxEntProfiles,
  taxEntTaxTypes,
  taxFilePushes,
  taxFilingPreferences,
  taxHiddenTables,
  taxInvoices,
  taxPeriods,
  taxTableFormats,
  taxTableRows,
  taxTaskTables,
  taxTasks,
  vatEntBaseInfo,
  vatEntPreferences,
  vatGeneralBranch,
} from '../schema/tax.ts';
import { ENT, USER } from './ids.ts';
import { SEED_TAX_TABLE_FORMATS } from './tax-formats.ts';
import type { SeedStep } from './types.ts';

/** A stable number in [0, 1) for a text (FNV-1a): the demo's amounts, never Math.random. */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h / 2 ** 32;
}
const yuan = (min: number, max: number, key: string) => (min + (max - min) * unit(key)).toFixed(2);
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+08:00`);
const twoYearsBefore = (day: string) => `${Number(day.slice(0, 4)) - 2}${day.slice(4)}`;

/** The code library: the §3 tax type dictionary and the rate lists. */
export const SEED_TAX_CODE_ITEMS = [
  ...TAX_TYPES.map((t, i) => ({
    codeNo: 'TAX_TYPE',
    itemNo: t.itemNo,
    itemName: t.itemName,
    itemKey: t.key,
    relativeCode1: t.relativeCode1,
    rate: null,
    sort: i + 1,
  })),
  ...(
    [
      ['VAT_RATE', '13', '基本税率（销售货物、加工修理修配、有形动产租赁）', '13%'],
      ['VAT_RATE', '09', '低税率（交通运输、不动产、农产品等）', '9%'],
      ['VAT_RATE', '06', '低税率（现代服务、金融服务等）', '6%'],
      ['VAT_RATE', '05', '征收率（销售不动产等简易计税）', '5%'],
      ['VAT_RATE', '03', '征收率（简易计税）', '3%'],
      ['VAT_RATE', '00', '零税率（出口货物、跨境服务）', '0%'],
      ['CIT_RATE', '25', '基本税率', '25%'],
      ['CIT_RATE', '20', '小型微利企业', '20%'],
      ['CIT_RATE', '15', '高新技术企业、西部大开发鼓励类企业', '15%'],
      ['STAMP_RATE', '01', '买卖合同', '0.03%'],
      ['STAMP_RATE', '02', '借款合同', '0.005%'],
      ['STAMP_RATE', '03', '租赁合同', '0.1%'],
      ['STAMP_RATE', '04', '运输合同', '0.03%'],
      ['STAMP_RATE', '05', '营业账簿', '0.025%'],
    ] as const
  ).map(([codeNo, itemNo, itemName, rate], i) => ({
    codeNo,
    itemNo,
    itemName,
    itemKey: '',
    relativeCode1: null,
    rate,
    sort: i + 1,
  })),
];

/** How each demo enterprise files: tax types with their periodicity, and how large its taxes are (元). */
interface DemoEnterprise {
  entId: string;
  /** The digit in its task numbers. */
  digit: string;
  userId: string;
  userName: string;
  taxTypes: Readonly<Record<string, Periodicity>>;
  /** Payable per period by tax type: [min, max]. */
  scale: Readonly<Record<string, readonly [number, number]>>;
  /** The state of each task, by tax type: for the current period, and for the past ones newest first. */
  plan: Readonly<
    Record<string, { current?: StoredTaxTaskState; past: readonly StoredTaxTaskState[]; pastMax?: number }>
  >;
}

export const SALES: DemoEnterprise = {
  entId: ENT.sales,
  digit: '2',
  userId: USER.user,
  userName: '李明',
  taxTypes: {
    '01': 'monthly',
    '02': 'quarterly',
    '03': 'yearly',
    '05': 'monthly',
    '06': 'yearly',
    '08': 'quarterly',
    '09': 'quarterly',
    '10': 'quarterly',
  },
  scale: {
    '01': [8_200_000, 15_600_000],
    '02': [28_000_000, 61_000_000],
    '03': [12_000_000, 36_000_000],
    '05': [1_150_000, 1_980_000],
    '06': [0, 0],
    '08': [210_000, 640_000],
    '09': [280_000, 330_000],
    '10': [760_000, 820_000],
  },
  plan: {
    '01': { current: 'inProgress', past: ['filed', 'paid'] },
    '02': { past: ['paid'] },
    '03': { past: ['paid'] },
    '05': { current: 'todo', past: ['paid'] },
    '06': { past: ['filed'] },
    '08': { past: ['todo', 'paid'] }, // the newest past one is still to do: overdue
    '09': { past: ['paid'] },
    '10': { past: ['paid'] },
  },
};

const SHENDONG: DemoEnterprise = {
  entId: ENT.shendong,
  digit: '3',
  userId: USER.user2,
  userName: '吴刚',
  taxTypes: {
    '01': 'monthly',
    '02': 'quarterly',
    '03': 'yearly',
    '05': 'monthly',
    '09': 'quarterly',
    '11': 'monthly',
    '13': 'quarterly',
    '18': 'quarterly',
  },
  scale: {
    '01': [21_000_000, 34_000_000],
    '11': [9_800_000, 16_500_000],
    '13': [420_000, 690_000],
  },
  plan: {
    '01': { current: 'todo', past: ['paid'], pastMax: 12 },
    '11': { past: ['filed', 'paid'], pastMax: 12 },
    '13': { past: ['paid'], pastMax: 4 },
  },
};

/** The task number of a demo task: 355 + the enterprise's digit + tax type + period + zeros (18 digits). */
export const demoTaskNo = (digit: string, taxType: string, period: string) => `355${digit}${taxType}${period}000000`;

/** The arrangements migration 0013 enters (chinese-days), the statutory holidays after them. */
const HOLIDAYS = holidayCalendar(publishedArrangements(), statutoryHolidays);

function periodsOf(e: DemoEnterprise, today: string): DatedTaxablePeriod[] {
  return Object.entries(e.taxTypes).flatMap(([taxType, periodicity]) =>
    taxablePeriodsBetween(taxType, twoYearsBefore(today), today, { periodicity }).map((p) =>
      datedTaxablePeriod(taxType, String(p.period), { periodicity, holidays: HOLIDAYS }),
    ),
  );
}

function tasksOf(e: DemoEnterprise, periods: readonly DatedTaxablePeriod[], today: string) {
  const rows: (typeof taxTasks.$inferInsert)[] = [];
  for (const [taxType, plan] of Object.entries(e.plan)) {
    const mine = periods.filter((p) => p.taxType === taxType).sort((a, b) => (a.period < b.period ? 1 : -1));
    // The current period by §9 (the one the task page asks about), and those whose deadline has passed.
    const currentKey = currentPeriod(taxType, today, { periodicity: e.taxTypes[taxType] }).period;
    const current = mine.find((p) => p.period === currentKey);
    const past = mine
      .filter((p) => p !== current && p.deadline !== null && p.deadline < today)
      .slice(0, plan.pastMax ?? Infinity);
    const planned: [DatedTaxablePeriod, StoredTaxTaskState][] = [
      ...(plan.current && current ? [[current, plan.current] as [DatedTaxablePeriod, StoredTaxTaskState]] : []),
      ...past.map((p, i): [DatedTaxablePeriod, StoredTaxTaskState] => [
        p,
        plan.past[Math.min(i, plan.past.length - 1)],
      ]),
    ];
    for (const [p, state] of planned) {
      const [min, max] = e.scale[taxType] ?? [0, 0];
      const amount = yuan(min, max, `${e.entId}:${p.id}`);
      const created = addDays(p.endDate, 1) < today ? addDays(p.endDate, 1) : today;
      const filedDay = p.deadline ? addDays(p.deadline, -2 - Math.floor(unit(p.id) * 6)) : created;
      const filed = state === 'filed' || state === 'paid';
      rows.push({
        taskNo: demoTaskNo(e.digit, taxType, p.period),
        entId: e.entId,
        taxType,
        period: p.period,
        taskBranchStatus: TAX_TASK_BRANCH_STATUS,
        state,
        periodRange: `${p.beginDate}~${p.endDate}`,
        deadline: p.deadline,
        deadlineReason: p.deadlineReason,
        deadlineProvisional: p.deadlineProvisional,
        taxAmount: filed ? amount : null,
        paidAmount: state === 'paid' ? amount : null,
        noReminder: '0',
        createdBy: e.userId,
        createdByName: e.userName,
        createdAt: at(created, '09:12'),
        updatedAt: at(filed ? filedDay : created, '10:30'),
        filedAt: filed ? at(filedDay, '10:30') : null,
        paidAt: state === 'paid' ? at(filedDay, '15:45') : null,
      });
    }
  }
  return rows;
}

const SALES_BUYERS = ['华北电力燃料有限公司', '江苏沿海发电有限公司', '浙江东海热电有限公司', '山东鲁中化工有限公司'];
const SHENDONG_BUYERS = ['国能销售集团有限公司', '内蒙古蒙西发电有限公司', '陕西榆林能源化工有限公司'];
const SELLERS: readonly [name: string, rate: string, type: string][] = [
  ['国能神东煤炭集团有限责任公司', '13%', '1'],
  ['国能朔黄铁路发展有限责任公司', '9%', '1'],
  ['黄骅港务有限责任公司', '6%', '0'],
  ['国网北京市电力公司', '13%', '1'],
  ['中国铁路北京局集团有限公司', '9%', '4'],
];

/**
 * Three VAT months of invoices (output and input): the two months before this one and this month so far (the
 * confirmation page opens on the current tax month), the newest month half confirmed.
 */
function invoicesOf(e: DemoEnterprise, today: string, buyers: readonly string[]) {
  const rows: (typeof taxInvoices.$inferInsert)[] = [];
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const months = taxablePeriodsBetween('01', addDays(firstOfMonth, -55), today, { periodicity: 'monthly' }).slice(-3);
  months.forEach((m, mi) => {
    const period = String(m.period);
    const y = period.slice(0, 4);
    const mm = period.slice(4);
    for (let i = 0; i < 8; i++) {
      const key = `${e.entId}:${period}:${i}`;
      const day = `${y}-${mm}-${String(3 + i * 3).padStart(2, '0')}`;
      // This month's invoices are those issued by today.
      if (day > today) continue;
      const amount = yuan(180_000, 9_600_000, `out:${key}`);
      rows.push({
        id: `356${e.digit}${period}${String(i).padStart(2, '0')}0001`.padEnd(18, '0'),
        entId: e.entId,
        direction: 'output',
        invoiceType: i % 4 === 3 ? '1' : '0',
        invoiceCode: '',
        invoiceNo: `2511${e.digit}${period}${String(i).padStart(6, '0')}`,
        issueDate: day,
        counterparty: buyers[i % buyers.length],
        amount,
        taxAmount: (Number(amount) * 0.13).toFixed(2),
        taxRate: '13%',
        source: '0',
        taxCalculation: '1',
        confirmed: false,
        period,
      });
      const [seller, rate, type] = SELLERS[i % SELLERS.length];
      const inAmount = yuan(12_000, 4_800_000, `in:${key}`);
      rows.push({
        id: `356${e.digit}${period}${String(i).padStart(2, '0')}0002`.padEnd(18, '0'),
        entId: e.entId,
        direction: 'input',
        invoiceType: type,
        invoiceCode: type === '0' ? `1100${y.slice(2)}${mm}${String(i).padStart(4, '0')}` : '',
        invoiceNo: `2411${e.digit}${period}${String(i).padStart(6, '0')}`,
        issueDate: day,
        counterparty: seller,
        amount: inAmount,
        taxAmount: (Number(inAmount) * (Number(rate.replace('%', '')) / 100)).toFixed(2),
        taxRate: rate,
        source: i % 3 === 2 ? '1' : '0',
        taxCalculation: '1',
        confirmed: mi < months.length - 1 || i % 2 === 0,
        confirmedAt: mi < months.length - 1 || i % 2 === 0 ? at(day, '16:00') : null,
        period,
      });
    }
  });
  // 神东 does not buy from itself.
  return rows.filter((r) => !(r.direction === 'input' && r.entId === ENT.shendong && r.counterparty.includes('神东')));
}

const PREFERENCE_SALES: VatApplicablePreference = {
  ifApplicablePreference: '1',
  ifAddDijiaPolicy: '0',
  addDijiaPolicyIndustry: '',
  addDijiaPolicyRate: '',
  ifImmediateWithdrawalItems: '0',
  immediateWithdrawalItems: '',
  immediateWithdrawalItemsName: '',
  ifTaxDiminishingItems: '1',
  taxDiminishingItems: '0001129914',
  ifVatExemptionItems: '1',
  vatExemptionItems: '国债、地方政府债利息收入免征增值税优惠',
  vatExemptionItemsCode: '0001081507',
  ifVatReductionItems: '0',
  vatReductionItems: '',
  vatReductionItemsCode: '',
  taxBureauCity: '北京市',
};
const PREFERENCE_SHENDONG: VatApplicablePreference = {
  ...PREFERENCE_SALES,
  ifImmediateWithdrawalItems: '1',
  immediateWithdrawalItems: '资源综合利用产品及劳务',
  immediateWithdrawalItemsName: '煤矸石发电',
  ifTaxDiminishingItems: '0',
  taxDiminishingItems: '',
  ifVatExemptionItems: '0',
  vatExemptionItems: '',
  vatExemptionItemsCode: '',
  taxBureauCity: '鄂尔多斯市',
};

/** The rows of the in-progress VAT task of 国能销售: a consistent main table, and an input list with one wrong total. */
function tableRowsOf(taskNo: string, period: string) {
  const month = `${period.slice(0, 4)}-${period.slice(4)}`;
  const main: [string, string, string, string | null][] = [
    ['1', '（一）按适用税率计税销售额', '87700000.00', '876800000.00'],
    ['2', '其中：应税货物销售额', '86500000.00', '865000000.00'],
    ['3', '应税劳务销售额', '1200000.00', '11800000.00'],
    ['5', '（二）按简易办法计税销售额', '0.00', null],
    ['8', '（四）免税销售额', '0.00', null],
    ['11', '销项税额', '11317000.00', null],
    ['12', '进项税额', '9850000.00', null],
    ['13', '上期留抵税额', '0.00', null],
    ['14', '进项税额转出', '35000.00', null],
    ['17', '应抵扣税额合计', '9815000.00', null],
    ['18', '实际抵扣税额', '9815000.00', null],
    ['19', '应纳税额', '1502000.00', null],
    ['20', '期末留抵税额', '0.00', null],
  ];
  const input: [string | null, string, string, string, string, string, string, string][] = [
    [null, '24112000000001', '05', '国能神东煤炭集团有限责任公司', '6200000.00', '13%', '806000.00', '7006000.00'],
    [null, '24112000000002', '12', '国能朔黄铁路发展有限责任公司', '1850000.00', '9%', '166500.00', '2016500.00'],
    // 420,000.00 + 25,200.00 is 445,200.00: the demo's engineValidate finds this row.
    ['110025070003', '00371288', '19', '黄骅港务有限责任公司', '420000.00', '6%', '25200.00', '442500.00'],
  ];
  const row = (tableCode: string, rowNo: number, cells: Record<string, string | null>) => ({
    entId: ENT.sales,
    taskNo,
    tableCode,
    rowNo,
    cells,
  });
  return [
    ...main.map(([lineNo, item, general, generalYear], i) =>
      row('VAT_MAIN', i + 1, { lineNo, item, general, generalYear, immediate: null }),
    ),
    ...input.map(([invoiceCode, invoiceNo, day, seller, amount, taxRate, taxAmount, total], i) =>
      row('VAT_INPUT', i + 1, {
        invoiceCode,
        invoiceNo,
        issueDate: `${month}-${day}`,
        seller,
        amount,
        taxRate,
        taxAmount,
        total,
      }),
    ),
  ];
}

/** Everything the tax seed writes, for the day `today` ('YYYY-MM-DD'). */
export function taxDemoData(today: string) {
  const salesPeriods = periodsOf(SALES, today);
  const shendongPeriods = periodsOf(SHENDONG, today);
  const tasks = [...tasksOf(SALES, salesPeriods, today), ...tasksOf(SHENDONG, shendongPeriods, today)];
  const vatInProgress = tasks.find((t) => t.entId === ENT.sales && t.taxType === '01' && t.state === 'inProgress');
  const vatFiled = tasks.find((t) => t.entId === ENT.sales && t.taxType === '01' && t.state === 'filed');
  const overdue = tasks.find((t) => t.entId === ENT.sales && t.taxType === '08' && t.state === 'todo');
  return {
    enterprises: [SALES, SHENDONG],
    periods: [
      ...salesPeriods.map((p) => ({ ...p, entId: ENT.sales })),
      ...shendongPeriods.map((p) => ({ ...p, entId: ENT.shendong })),
    ],
    tasks,
    invoices: [...invoicesOf(SALES, today, SALES_BUYERS), ...invoicesOf(SHENDONG, today, SHENDONG_BUYERS)],
    tableRows: vatInProgress ? tableRowsOf(vatInProgress.taskNo, vatInProgress.period) : [],
    taskTables: vatInProgress
      ? [
          { tableCode: 'VAT_MAIN', rowCount: 13 },
          { tableCode: 'VAT_INPUT', rowCount: 3 },
        ].map((t) => ({ entId: ENT.sales, taskNo: vatInProgress.taskNo, version: '2025.1', ...t }))
      : [],
    news: [
      {
        id: '357000000000000001',
        entId: ENT.sales,
        userId: USER.user,
        remindDate: addDays(today, 3),
        content: '准备本月增值税申报资料，核对进项发票勾选情况',
        taskNo: vatInProgress?.taskNo ?? null,
        createdByName: '李明',
      },
      {
        id: '357000000000000002',
        entId: ENT.sales,
        userId: USER.user,
        remindDate: today,
        content: '印花税已逾期，尽快补充申报并缴纳滞纳金',
        taskNo: overdue?.taskNo ?? null,
        createdByName: '李明',
      },
      {
        id: '357000000000000003',
        entId: ENT.shendong,
        userId: USER.user2,
        remindDate: addDays(today, 5),
        content: '资源税税源明细与产量台账核对',
        taskNo: null,
        createdByName: '吴刚',
      },
    ],
    pushes: [
      ...(vatFiled
        ? [
            {
              pushId: '358000000000000001',
              entId: ENT.sales,
              taskNo: vatFiled.taskNo,
              tableCode: 'VAT_MAIN',
              fileName: `国能销售集团有限公司_增值税_${vatFiled.period}.xlsx`,
              state: 'accepted',
              message: '税务系统已受理（任务已申报）',
              userId: USER.user,
              pushedAt: vatFiled.filedAt ?? new Date(),
              checkedAt: vatFiled.filedAt ?? new Date(),
            },
          ]
        : []),
      ...(vatInProgress
        ? [
            {
              pushId: '358000000000000002',
              entId: ENT.sales,
              taskNo: vatInProgress.taskNo,
              tableCode: null,
              fileName: `国能销售集团有限公司_增值税_${vatInProgress.period}.xlsx`,
              state: 'rejected',
              message: '报表校验未通过（1处错误），未推送',
              userId: USER.user,
              pushedAt: at(today, '08:40'),
              checkedAt: null,
            },
          ]
        : []),
    ],
  };
}

export const seed: SeedStep = {
  area: 'tax',
  after: ['user'],
  async run(tx) {
    const today = calendarDay(new Date());
    const data = taxDemoData(today);
    await tx.insert(taxCodeItems).values(SEED_TAX_CODE_ITEMS);
    await tx.insert(taxTableFormats).values(SEED_TAX_TABLE_FORMATS.map((f) => ({ ...f, version: f.format.version })));
    await tx.insert(taxEntTaxTypes).values(
      data.enterprises.flatMap((e) =>
        Object.entries(e.taxTypes).map(([taxType, periodicity]) => ({
          entId: e.entId,
          taxType,
          periodicity,
          effectiveFrom: twoYearsBefore(today),
        })),
      ),
    );
    await tx.insert(taxEntProfiles).values([
      {
        entId: ENT.sales,
        taxBureau: '国家税务总局北京市东城区税务局',
        legalRepresentative: '张宏伟',
        financeContact: '李明',
        financePhone: '010-58131234',
        registeredAddress: '北京市东城区安定门西滨河路22号',
        cityFlag: '1',
      },
      {
        entId: ENT.shendong,
        taxBureau: '国家税务总局伊金霍洛旗税务局',
        legalRepresentative: '刘建军',
        financeContact: '吴刚',
        financePhone: '0477-8861234',
        registeredAddress: '内蒙古自治区鄂尔多斯市伊金霍洛旗乌兰木伦镇',
        cityFlag: '0',
      },
    ]);
    await tx.insert(vatEntBaseInfo).values([
      { entId: ENT.sales, taxYear: 2012, taxpayerType: '1', taxationMethod: '1', registeredAt: '2012-07-01' },
      { entId: ENT.sales, taxYear: 2019, taxpayerType: '101', taxationMethod: '1,2', registeredAt: '2012-07-01' },
      { entId: ENT.shendong, taxYear: 2010, taxpayerType: '1', taxationMethod: '1,2', registeredAt: '2010-01-01' },
    ]);
    await tx.insert(vatGeneralBranch).values([
      {
        entId: ENT.sales,
        role: 'general',
        generalName: '国能销售集团有限公司',
        branches: [
          { name: '国能销售集团有限公司华北分公司', socialCreditCode: '91110000MA01A1B2C3' },
          { name: '国能销售集团有限公司华东分公司', socialCreditCode: '91310000MA1F4D5E6G' },
          { name: '国能销售集团有限公司华南分公司', socialCreditCode: '91440000MA5H7J8K9L' },
        ],
        confirmedAt: new Date('2025-01-10T10:00:00+08:00'),
      },
      { entId: ENT.shendong, role: 'independent', generalName: null, branches: [], confirmedAt: null },
    ]);
    await tx.insert(vatEntPreferences).values([
      { entId: ENT.sales, ...PREFERENCE_SALES, updatedBy: USER.user },
      { entId: ENT.shendong, ...PREFERENCE_SHENDONG, updatedBy: USER.user2 },
    ]);
    await tx.insert(taxFilingPreferences).values([
      {
        entId: ENT.sales,
        remindDaysBefore: 5,
        promptCreateTask: true,
        importMode: 'replace',
        defaultTaxTypes: ['01', '05'],
      },
      {
        entId: ENT.shendong,
        remindDaysBefore: 3,
        promptCreateTask: true,
        importMode: 'refuseIfFilled',
        defaultTaxTypes: ['01', '11'],
      },
    ]);
    await tx.insert(taxPeriods).values(
      data.periods.map((p) => ({
        entId: p.entId,
        id: p.id,
        taxType: p.taxType,
        taxKey: p.taxKey,
        taxYear: Number(p.taxYear),
        taxMonth: p.taxMonth === null || p.taxMonth === undefined ? null : Number(p.taxMonth),
        taxQuarter: p.taxQuarter === null || p.taxQuarter === undefined ? null : Number(p.taxQuarter),
        period: p.period,
        beginDate: p.beginDate,
        endDate: p.endDate,
        originTaxYear: Number(p.originTaxYear),
        deadline: p.deadline,
        deadlineProvisional: p.deadlineProvisional,
      })),
    );
    await tx.insert(taxTasks).values(data.tasks);
    await tx.insert(taxInvoices).values(data.invoices);
    if (data.taskTables.length) {
      await tx.insert(taxTaskTables).values(data.taskTables);
      await tx.insert(taxTableRows).values(data.tableRows);
    }
    await tx.insert(taxCalendarNews).values(data.news);
    await tx.insert(taxFilePushes).values(data.pushes);
    await tx.insert(taxHiddenTables).values([{ userId: USER.user, tableCode: 'VAT_CITY_COAL' }]);
  },
};
