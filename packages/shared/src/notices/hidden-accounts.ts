/**
 * The floating quick-help ball (§2.5): its four entries, start position, login warning, and the four accounts that
 * do not see it (§6). Pure rules; the draggable component lives in the web app.
 */
import { LOGIN_REQUIRED_FROM_HOME } from '../messages.ts';
import { NOTICE_NAV_PATHS, navigationTarget, type NavigationTarget } from './navigation.ts';

/**
 * §6 "four named accounts do not see the floating ball". The spec does not name them; these are the staff who
 * answer the ball's requests themselves (customer service, operations, IT) and the platform administrator, as
 * seeded in the demo data. It is configuration: pass another list to isQuickHelpHidden, or change this one.
 */
export const QUICK_HELP_HIDDEN_ACCOUNTS: readonly string[] = ['service', 'ops', 'it', 'superadmin'];

/** Accounts are compared exactly after trimming: they are ids, not names, and are stored as typed at sign-up. */
export function isQuickHelpHidden(
  account: string | null | undefined,
  hiddenAccounts: readonly string[] = QUICK_HELP_HIDDEN_ACCOUNTS,
): boolean {
  const a = account?.trim();
  return !!a && hiddenAccounts.includes(a);
}

export type QuickHelpKey = 'problemFeedback' | 'orderNotice' | 'help' | 'onlineConsultation';

/**
 * An entry opens a page, or (order notice) a dialog of ordering instructions in place: the spec gives the order
 * notice no route, and the user should read it without leaving the page they are on.
 */
export type QuickHelpAction = { kind: 'route'; path: string } | { kind: 'dialog'; dialog: 'orderNotice' };

export interface QuickHelpEntry {
  readonly key: QuickHelpKey;
  readonly label: string;
  readonly action: QuickHelpAction;
}

/** §2.5 order of the entries. */
export const QUICK_HELP_ENTRIES: readonly QuickHelpEntry[] = [
  { key: 'problemFeedback', label: '问题反馈', action: { kind: 'route', path: NOTICE_NAV_PATHS.problemFeedback } },
  { key: 'orderNotice', label: '下单须知', action: { kind: 'dialog', dialog: 'orderNotice' } },
  { key: 'help', label: '帮助中心', action: { kind: 'route', path: NOTICE_NAV_PATHS.help } },
  {
    key: 'onlineConsultation',
    label: '在线咨询',
    action: { kind: 'route', path: NOTICE_NAV_PATHS.onlineConsultation },
  },
];

/** §2.5: clicking an entry without a login token warns with this (first log in from the home page). */
export const QUICK_HELP_LOGIN_WARNING = LOGIN_REQUIRED_FROM_HOME;

export type QuickHelpOutcome =
  | { kind: 'warn'; message: string }
  | { kind: 'navigate'; target: NavigationTarget }
  | { kind: 'dialog'; dialog: 'orderNotice' };

/** What a click on `entry` does: without a token every entry only warns (§2.5). */
export function quickHelpClick(entry: QuickHelpEntry, hasToken: boolean): QuickHelpOutcome {
  if (!hasToken) return { kind: 'warn', message: QUICK_HELP_LOGIN_WARNING };
  return entry.action.kind === 'route'
    ? { kind: 'navigate', target: navigationTarget(entry.action.path) }
    : { kind: 'dialog', dialog: entry.action.dialog };
}

/** §2.5 start position: 240 px from the right edge of the window, 333 px from the top. */
export const QUICK_HELP_RIGHT_OFFSET = 240;
export const QUICK_HELP_START_Y = 333;

/** Never left of the window's edge: on a window narrower than 240 px the ball starts at x = 0, still visible. */
export function quickHelpStartPosition(windowWidth: number): { x: number; y: number } {
  const w = Number.isFinite(windowWidth) ? windowWidth : 0;
  return { x: Math.max(0, w - QUICK_HELP_RIGHT_OFFSET), y: QUICK_HELP_START_Y };
}
