import { describe, expect, it } from 'vitest';
import { productOfRoleCode, productRoleCode } from '../../src/constants.ts';

describe('product-opening role codes', () => {
  it('productRoleCode names the product and the enterprise', () => {
    expect(productRoleCode('03', '351000000000000002')).toBe('product_03_351000000000000002');
  });

  it.each([
    ['product_03_351000000000000002', '03'],
    [productRoleCode('10', '351000000000000007'), '10'],
    ['companyAdmin', null],
    ['salesClerk', null],
    // Codes anyone may type into 新增角色 that only look alike.
    ['product_03', null],
    ['product_3_351000000000000002', null],
    ['product_03_abc', null],
    ['my_product_03_351000000000000002', null],
  ])('productOfRoleCode(%s) = %s', (code, product) => {
    expect(productOfRoleCode(code)).toBe(product);
  });
});
