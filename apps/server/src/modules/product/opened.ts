/** Whether a user's menus open a product (§7.4 getOpenProductList's rule), shared by the product area's calls. */
import type { Permissions } from '../../platform/auth/permissions.ts';

/** The products a set of permissions opens: by the product's page, or any menu of its product type. */
export function openedTest(perms: Pick<Permissions, 'menus' | 'menuPaths'>) {
  const grantedTypes = new Set(perms.menus.map((m) => m.productType).filter(Boolean));
  return (p: { productType: string; routeUrl: string }): boolean =>
    perms.menuPaths.has(p.routeUrl.toLowerCase()) || grantedTypes.has(p.productType);
}
