/**
 * A notice (§3.1 types 8 and 9) leads to /efactoring?id=<application>; #/detail/<application> works as well. The
 * sub-app opens that application's detail on mount, and again when the hash names another one.
 */
import { hashPath, matchRoute } from '@portal/subapp-kit/hash-router';

const ID = /^\d{1,40}$/;

/** The application the address names, or null. */
export function linkedApplicationId(): string | null {
  const fromQuery = new URLSearchParams(location.search).get('id');
  if (fromQuery && ID.test(fromQuery)) return fromQuery;
  const m = matchRoute(hashPath(location.hash), ['/detail/:id']);
  return m && ID.test(m.params.id) ? m.params.id : null;
}
