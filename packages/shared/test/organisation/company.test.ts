import { describe, expect, it } from 'vitest';
import {
  ORG_CANCEL_COMPANY_REQUIRED,
  ORG_CANCEL_HAS_CHILDREN,
  ORG_CHANGE_COMPANY_REQUIRED,
  orgChangeCompanyError,
} from '../../src/organisation/messages.ts';

/** A unit 100 with one unit in use under it (101), one cancelled (102) under 200, and 300 with none. */
const NODES = [
  { customerCode: '100', parentCustomerCode: '1', status: 1 },
  { customerCode: '101', parentCustomerCode: '100', status: 1 },
  { customerCode: '200', parentCustomerCode: '1', status: 1 },
  { customerCode: '102', parentCustomerCode: '200', status: 0 },
  { customerCode: '300', parentCustomerCode: '1', status: 1 },
];

describe('orgChangeCompanyError: the modal’s 变更单位 / 注销单位', () => {
  it.each<[rule: string, type: number | null, company: string | null, message: string]>([
    ['no type yet: nothing to say', null, null, ''],
    ['an addition names no unit', 1, null, ''],
    ['a change needs its unit', 2, null, ORG_CHANGE_COMPANY_REQUIRED],
    ['a cancellation needs its unit', 3, null, ORG_CANCEL_COMPANY_REQUIRED],
    ['an empty code counts as none', 3, '', ORG_CANCEL_COMPANY_REQUIRED],
    ['a unit with a unit in use under it cannot be cancelled', 3, '100', ORG_CANCEL_HAS_CHILDREN],
    ['one whose units under it are all cancelled can', 3, '200', ''],
    ['one without units under it can', 3, '300', ''],
    ['a change of a unit with units under it is fine (they move with it)', 2, '100', ''],
  ])('%s', (_rule, type, company, message) => {
    expect(orgChangeCompanyError(type, company, NODES)).toBe(message);
  });
});
