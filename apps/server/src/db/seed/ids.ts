/**
 * The ids of the demo enterprises, roles and users: the vocabulary the areas' seeds and the tests share. Ids are the
 * snowflake-like strings the portal's clients carry (§3).
 */
import { SYSTEM_ROLES } from '@portal/shared/constants';

export const ENT = {
  hq: '351000000000000001',
  sales: '351000000000000002',
  shendong: '351000000000000003',
  daduhe: '351000000000000004',
  railway: '351000000000000005',
  ningxia: '351000000000000006',
  ningxiaBranch: '351000000000000007',
} as const;

export const ROLE = {
  superAdmin: SYSTEM_ROLES.superAdmin.id,
  companyAdmin: SYSTEM_ROLES.companyAdmin.id,
  salesman: SYSTEM_ROLES.salesman.id,
  entUser: '349855983408250883',
  operator: '349855983408250884',
  customerService: '349855983408250885',
  itOps: '349855983408250886',
  basicUser: '349855983408250887',
  partnerMarket: '349855983408250888',
  partnerFinance: '349855983408250889',
  partnerInsurance: '349855983408250890',
  /** 销售公司's own role (entId ENT.sales): what its company admin manages on /userCenter/authorityManagement. */
  salesClerk: '349855983408250891',
} as const;

export const USER = {
  superadmin: '352000000000000001',
  entadmin: '352000000000000002',
  user: '352000000000000003',
  ops: '352000000000000004',
  service: '352000000000000005',
  it: '352000000000000006',
  user2: '352000000000000007',
  entadmin2: '352000000000000008',
  partner: '352000000000000009',
  limited: '352000000000000010',
  frozen: '352000000000000011',
} as const;
