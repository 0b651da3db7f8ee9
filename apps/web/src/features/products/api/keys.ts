/** Query keys of the product administration and of product opening. */
export const productAdminKeys = {
  all: ['product-admin'] as const,
  pages: () => [...productAdminKeys.all, 'page'] as const,
};

/** Product opening (issue 12): the user and enterprise are part of each key, so a switch refetches. */
export const productOpeningKeys = {
  all: ['product-opening'] as const,
  openProducts: (userId: string, entId: string) => ['product-opening', 'openProducts', userId, entId] as const,
  agreement: (userId: string, entId: string, productType: string) =>
    ['product-opening', 'agreement', userId, entId, productType] as const,
  /** Whether the signed-in member holds an opened product or asked a company admin for it (findAccountActive). */
  accountActive: (userId: string, entId: string, productType: string) =>
    ['product-opening', 'accountActive', userId, entId, productType] as const,
  /** The operations' list of openings (开通申请). */
  openings: () => ['product-opening', 'openings'] as const,
};
