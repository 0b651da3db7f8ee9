import type { OrgChangeStatus } from '@portal/shared';

/** The tag colour of an application's status (审批中, 已退回, 已通过, 已驳回, 已撤销). */
export const STATUS_COLOR: Readonly<Record<OrgChangeStatus, string>> = {
  running: 'processing',
  returned: 'warning',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};
