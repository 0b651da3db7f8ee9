import type {
  WorkflowActor,
  WorkflowApplicant,
  WorkflowDefinition,
  WorkflowInstanceState,
  WorkflowStatus,
} from '../../src/workflow/types.ts';

/** Three steps, one of each actor kind. */
export const def: WorkflowDefinition = {
  key: 'authApply',
  version: 1,
  name: '权限申请',
  steps: [
    { nodeId: 'entAdmin', name: '企业管理员审核', actor: { kind: 'enterpriseRole', roleCode: 'companyAdmin' } },
    { nodeId: 'ops', name: '运营审核', actor: { kind: 'operationsRole', roleCode: 'opsReviewer' } },
    { nodeId: 'director', name: '负责人复核', actor: { kind: 'user', userId: 'u-director' } },
  ],
};

export const applicant: WorkflowApplicant = { userId: 'u-app', userName: '申请人甲', entId: 'ent-A' };

const actor = (userId: string, userName: string, more: Partial<WorkflowActor> = {}): WorkflowActor => ({
  userId,
  userName,
  enterpriseRoles: [],
  operationsRoles: [],
  ...more,
});

export const ACTORS = {
  /** The applicant holds companyAdmin in their own enterprise: separation of duty must still stop them. */
  applicant: actor('u-app', '申请人甲', { enterpriseRoles: [{ entId: 'ent-A', roleCode: 'companyAdmin' }] }),
  entAdmin: actor('u-admin', '管理员乙', { enterpriseRoles: [{ entId: 'ent-A', roleCode: 'companyAdmin' }] }),
  otherEntAdmin: actor('u-admin-b', '他企管理员', { enterpriseRoles: [{ entId: 'ent-B', roleCode: 'companyAdmin' }] }),
  /** An external user with roles in two enterprises, one of them the applicant's. */
  externalAdmin: actor('u-ext', '外部用户', {
    enterpriseRoles: [
      { entId: 'ent-B', roleCode: 'salesman' },
      { entId: 'ent-A', roleCode: 'companyAdmin' },
    ],
  }),
  ops: actor('u-ops', '运营丙', { operationsRoles: ['opsReviewer'] }),
  otherOps: actor('u-ops2', '运营丁', { operationsRoles: ['customerService'] }),
  director: actor('u-director', '负责人戊'),
  nobody: actor('u-x', '路人'),
} as const;

export type ActorName = keyof typeof ACTORS;

/** A state as the server would have stored it; the history holds only the submission. */
export function stateAt(
  status: WorkflowStatus,
  currentStep: number,
  lastApproval: WorkflowInstanceState['lastApproval'] = null,
): WorkflowInstanceState {
  return {
    definitionKey: def.key,
    definitionVersion: def.version,
    applicant,
    status,
    currentStep,
    lastApproval,
    history: [
      { taskName: '提交申请', userName: applicant.userName, endTime: 't0', message: '', operationTypeString: '提交' },
    ],
  };
}
