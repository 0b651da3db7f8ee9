import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuItem } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

export interface ProductMenuTree {
  menuList: MenuItem[];
  /** What the role holds already: disabled in the tree and never submitted. */
  heldMenuIds: string[];
}

const NONE: ProductMenuTree = { menuList: [], heldMenuIds: [] };

/** The plate's menu tree with the chosen role's held menus (resAuthApply/productMenuList: productType, roleId). */
export async function getProductMenus(productType: string, roleId: string): Promise<ProductMenuTree> {
  return first(await request('resAuthApplyProductMenuList', { productType, roleId })) ?? NONE;
}

export const productMenusQuery = (scope: AuthApplyScope, productType: string, roleId: string) =>
  queryOptions({
    queryKey: authApplyKeys.productMenus(scope, productType, roleId),
    queryFn: () => getProductMenus(productType, roleId),
  });

export function useProductMenus(scope: AuthApplyScope, productType: string | null, roleId: string | null) {
  return useQuery({
    ...productMenusQuery(scope, productType ?? '', roleId ?? ''),
    enabled: !!productType && !!roleId,
  });
}
