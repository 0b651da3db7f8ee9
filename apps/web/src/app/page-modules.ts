import type { RoutePage } from '@portal/shared';

/**
 * Where each page of the route table lives, under src/features/. Read by ./pages.tsx (the page chunks) and by
 * the build (../../route-chunks.ts), which lists each page's files so the server can preload them with the
 * HTML. A page module is named *Page.tsx (pages.tsx finds them by that pattern).
 */
export const PAGE_MODULES = {
  login: 'auth/LoginPage',
  register: 'auth/RegisterPage',
  forgotPassword: 'auth/ForgotPasswordPage',
  workbench: 'workbench/WorkbenchPage',
  financeHome: 'finance-home/FinanceHomePage',
  notFound: 'errors/NotFoundPage',
  noPermission: 'errors/NoPermissionPage',
  serverError: 'errors/ServerErrorPage',
  error: 'errors/ErrorPage',
} as const satisfies Record<RoutePage, string>;

/** The 建设中 page: routes without a delivered page (and sub-app mount paths served as host pages). */
export const CONSTRUCTION_MODULE = 'construction/UnderConstruction';

/** The main-layout frame (layout, header, menus, react-query), under src/. */
export const MAIN_SHELL_MODULE = 'app/MainShell';
