/**
 * §2.2 tax detail link: a tax record opens `/system/tax-admin/tax-detail?id={id}` when its kind is 1 (the portal's
 * own tax detail page), otherwise `{appRoute}/taxData?code={code}` (the tax data page of the application it belongs
 * to). Values are URI-encoded. A link that cannot be built (kind 1 without an id; no code; an app route that is not a
 * path of this site) is null, so a screen shows no link rather than a broken or foreign one.
 */

/** The portal's tax detail page (§2.2), a route of routes.ts. */
export const TAX_DETAIL_PATH = '/system/tax-admin/tax-detail';

/** The kind whose detail is the portal's own page. */
export const TAX_DETAIL_OWN_KIND = 1;

export interface TaxDetailTarget {
  /** 1 = the portal's tax detail page; anything else = the app's tax data page. Numbers may arrive as text. */
  kind: number | string | null | undefined;
  /** The record id (kind 1): for a tax task, its taskNo. */
  id?: string | number | null;
  /** The app's route prefix (other kinds), e.g. '/eFinancialGateway'. */
  appRoute?: string | null;
  /** The record code (other kinds). */
  code?: string | number | null;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/** Whether `route` is a path of this site: '/…' but not '//host' (a protocol-relative URL) nor 'javascript:…'. */
function isSitePath(route: string): boolean {
  return route.startsWith('/') && !route.startsWith('//') && !route.includes('\\');
}

/** §2.2: the link of a tax record's detail, or null when it cannot be built. */
export function taxDetailLink(target: TaxDetailTarget): string | null {
  if (Number(text(target.kind)) === TAX_DETAIL_OWN_KIND && text(target.kind) !== '') {
    const id = text(target.id);
    return id ? `${TAX_DETAIL_PATH}?id=${encodeURIComponent(id)}` : null;
  }
  const code = text(target.code);
  const route = text(target.appRoute).replace(/\/+$/, '');
  if (!code || (route !== '' && !isSitePath(route))) return null;
  return `${route}/taxData?code=${encodeURIComponent(code)}`;
}
