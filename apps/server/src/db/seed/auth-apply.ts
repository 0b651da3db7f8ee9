/**
 * Demo data of the authorisation applications (issue 14): four applications of 李明 (`user`, 国能销售集团), one in
 * each state the pages show — waiting for 王建国 (entadmin, step 企业管理员审核), waiting for operations (ops, step
 * 运营审核), approved (its role created), returned to the applicant (editable and resubmittable). Their workflow rows
 * are stepped by the shared reducer (packages/shared/src/workflow), the same rules the workflow module applies, on the
 * seeded `authApply` definition, so each instance, task and history row is what the engine would have written. The
 * seed sits below the modules (it imports none), so it writes those rows itself; notices are not seeded (the bell
 * fills as the demo is used).
 */
import {
  APPLY_TYPE_LABEL,
  applyAction,
  startInstance,
  toDisplayTime,
  type WorkflowAction,
  type WorkflowActor,
  type WorkflowApplicant,
  type WorkflowInstanceState,
} from '@portal/shared';
import {
  authApplications,
  authApplyActors,
  authApplyMenus,
  authApplyRoles,
  authApplyUsers,
} from '../schema/auth-apply.ts';
import { roles } from '../schema/permission.ts';
import { workflowHistory, workflowInstances, workflowTasks } from '../schema/workflow.ts';
import type { Tx } from '../client.ts';
import { ENT, ROLE, USER } from './ids.ts';
import { SEED_MENUS } from './menus.ts';
import { SALES_ASSISTANT_ROLE_ID } from './permission.ts';
import type { SeedStep } from './types.ts';
import { SEED_WORKFLOW_DEFINITIONS } from './workflow.ts';

const DEF = SEED_WORKFLOW_DEFINITIONS.find((d) => d.key === 'authApply')!;
const ENT_NAME = '国能销售集团有限公司';
const LIMING: WorkflowApplicant = { userId: USER.user, userName: '李明', entId: ENT.sales };
const WANG: WorkflowActor = {
  userId: USER.entadmin,
  userName: '王建国',
  enterpriseRoles: [{ entId: ENT.sales, roleCode: 'companyAdmin' }],
  operationsRoles: [],
};
const ZHAO: WorkflowActor = { userId: USER.ops, userName: '赵丽', enterpriseRoles: [], operationsRoles: ['operator'] };

/** The 贷款审批与放款 button (product 01's tree; ops hold it, `user` does not). */
const ELOAN_REVIEW = SEED_MENUS.find((m) => m.perms === 'eloan:review')!;
/** The role the approved type-1 application created. */
export const SEED_APPLY_CREATED_ROLE_ID = '349855983408250893';

type Step = Pick<WorkflowAction, 'type' | 'opinion'> & { actor: WorkflowActor };

interface SeedApplication {
  id: string;
  processInstId: string;
  applyType: 1 | 2 | 3;
  reason: string;
  roleId: string | null;
  roleName: string;
  roles?: { roleName: string; roleCode: string; createdRoleId?: string }[];
  users?: { userId: string; userName: string; userAccount: string }[];
  menus?: { menuId: string; menuName: string }[];
  /** Days before seeding it was submitted. */
  daysAgo: number;
  steps: Step[];
}

export const SEED_AUTH_APPLICATIONS: SeedApplication[] = [
  {
    id: '360000000000000001',
    processInstId: '360100000000000001',
    applyType: 1,
    reason: '新设贷款业务专员角色，负责贷款申请材料的整理与提交',
    roleId: null,
    roleName: '',
    roles: [{ roleName: '贷款业务专员', roleCode: '' }],
    daysAgo: 1,
    steps: [],
  },
  {
    id: '360000000000000002',
    processInstId: '360100000000000002',
    applyType: 2,
    // For the applicant himself: nobody approves a grant to themselves, so its company admin may approve it.
    reason: '李明需要基础用户角色，处理部门日常业务',
    roleId: ROLE.basicUser,
    roleName: '基础用户',
    users: [{ userId: USER.user, userName: '李明', userAccount: 'user' }],
    daysAgo: 3,
    steps: [{ type: 'approve', actor: WANG, opinion: '同意，请运营审核' }],
  },
  {
    id: '360000000000000003',
    processInstId: '360100000000000003',
    applyType: 1,
    reason: '新设客户经理助理角色，协助客户经理跟进贷款客户',
    roleId: null,
    roleName: '',
    roles: [{ roleName: '客户经理助理', roleCode: 'salesCustomerAide', createdRoleId: SEED_APPLY_CREATED_ROLE_ID }],
    daysAgo: 10,
    steps: [
      { type: 'approve', actor: WANG, opinion: '同意' },
      { type: 'approve', actor: ZHAO, opinion: '同意，角色已创建' },
    ],
  },
  {
    id: '360000000000000004',
    processInstId: '360100000000000004',
    applyType: 3,
    reason: '销售业务助理需要处理贷款审批',
    roleId: SALES_ASSISTANT_ROLE_ID,
    roleName: '销售业务助理',
    menus: [{ menuId: ELOAN_REVIEW.id, menuName: ELOAN_REVIEW.menuName }],
    daysAgo: 5,
    steps: [{ type: 'returnToApplicant', actor: WANG, opinion: '请补充申请事由：说明需要贷款审批权限的业务场景' }],
  },
];

const PRODUCT = { productType: '01', productName: '贷款' };

async function seedOne(tx: Tx, app: SeedApplication, now: number, ids: { task: number; history: number }) {
  const base = now - app.daysAgo * 86_400_000;
  const at = (i: number) => new Date(base + i * 3_600_000);
  const started = startInstance(DEF, LIMING, toDisplayTime(at(0)));
  if (!started.ok) throw new Error(started.error);
  let state: WorkflowInstanceState = started.state;
  const nextId = (kind: 'task' | 'history') =>
    `${kind === 'task' ? '3602' : '3603'}${String(++ids[kind]).padStart(14, '0')}`;
  const what = app.roleName ? `${PRODUCT.productName}·${app.roleName}` : PRODUCT.productName;
  const title = `李明的${APPLY_TYPE_LABEL[app.applyType]}（${what}）`;

  const tasks: (typeof workflowTasks.$inferInsert)[] = [];
  const history: (typeof workflowHistory.$inferInsert)[] = [];
  const openTask = (step: number, when: Date) => {
    const s = DEF.steps[step];
    tasks.push({
      id: nextId('task'),
      processInstId: app.processInstId,
      nodeId: s.nodeId,
      taskName: s.name,
      actorKind: s.actor.kind,
      roleCode: s.actor.kind === 'user' ? null : s.actor.roleCode,
      assigneeUserId: s.actor.kind === 'user' ? s.actor.userId : null,
      entId: ENT.sales,
      applicantId: LIMING.userId,
      createdAt: when,
    });
  };
  const submit = state.history[0];
  history.push({
    id: nextId('history'),
    processInstId: app.processInstId,
    taskName: submit.taskName,
    userId: LIMING.userId,
    userName: LIMING.userName,
    endTime: at(0),
    message: submit.message,
    operationType: submit.operationTypeString,
  });
  openTask(0, at(0));
  let opinions = '';
  for (const [i, step] of app.steps.entries()) {
    const when = at(i + 1);
    const result = applyAction(DEF, state, { ...step, at: toDisplayTime(when) } as WorkflowAction);
    if (!result.ok) throw new Error(result.error);
    state = result.state;
    const open = tasks[tasks.length - 1];
    const written = state.history[state.history.length - 1];
    Object.assign(open, {
      status: 'done',
      doneAt: when,
      doneBy: step.actor.userId,
      operationType: written.operationTypeString,
    });
    history.push({
      id: nextId('history'),
      processInstId: app.processInstId,
      taskId: open.id,
      taskName: written.taskName,
      userId: step.actor.userId,
      userName: step.actor.userName,
      endTime: when,
      message: written.message,
      operationType: written.operationTypeString,
    });
    opinions = written.message || opinions;
    if (state.status === 'running') openTask(state.currentStep, when);
  }
  const last = at(app.steps.length);
  const current = state.status === 'running' ? DEF.steps[state.currentStep] : undefined;
  await tx.insert(workflowInstances).values({
    processInstId: app.processInstId,
    defKey: DEF.key,
    defVersion: DEF.version,
    bizType: 'authApply',
    bizCode: app.id,
    title,
    applicantId: LIMING.userId,
    applicantName: LIMING.userName,
    entId: ENT.sales,
    status: state.status,
    currentStep: state.currentStep,
    currentNode: current?.nodeId ?? null,
    lastApprovalStep: state.lastApproval?.stepIndex ?? null,
    lastApprovalUser: state.lastApproval?.userId ?? null,
    version: 1 + app.steps.length,
    createdAt: at(0),
    updatedAt: last,
  });
  await tx.insert(workflowTasks).values(tasks);
  await tx.insert(workflowHistory).values(history);

  await tx.insert(authApplications).values({
    id: app.id,
    applicantId: LIMING.userId,
    applicantName: LIMING.userName,
    applicantAccount: 'user',
    applyType: app.applyType,
    entId: ENT.sales,
    entName: ENT_NAME,
    ...PRODUCT,
    reason: app.reason,
    roleId: app.roleId,
    roleName: app.roleName,
    isUserCenter: true,
    processInstId: app.processInstId,
    status: state.status,
    taskName: current?.name ?? '',
    editable: state.status === 'returned' || (state.status === 'running' && app.steps.length === 0),
    opinions,
    applyTime: at(0),
    updatedAt: last,
  });
  if (app.roles?.length) {
    await tx.insert(authApplyRoles).values(
      app.roles.map((r, seq) => ({
        applicationId: app.id,
        seq,
        productType: PRODUCT.productType,
        roleName: r.roleName,
        roleCode: r.roleCode,
        createdRoleId: r.createdRoleId ?? null,
      })),
    );
  }
  if (app.users?.length) {
    await tx.insert(authApplyUsers).values(
      app.users.map((u, seq) => ({
        applicationId: app.id,
        seq,
        ...u,
        userSource: 1,
        entId: ENT.sales,
        entName: ENT_NAME,
      })),
    );
  }
  if (app.menus?.length) {
    await tx.insert(authApplyMenus).values(app.menus.map((m, seq) => ({ applicationId: app.id, seq, ...m })));
  }
  const actors = new Map(app.steps.map((s, i) => [s.actor.userId, at(i + 1)]));
  if (actors.size) {
    await tx
      .insert(authApplyActors)
      .values([...actors].map(([userId, actedAt]) => ({ applicationId: app.id, userId, actedAt })));
  }
}

export const seed: SeedStep = {
  area: 'auth-apply',
  after: ['workflow', 'permission', 'product'],
  async run(tx) {
    // The approved type-1 application's role (its grant, as the completion would have made it).
    await tx.insert(roles).values({
      id: SEED_APPLY_CREATED_ROLE_ID,
      entId: ENT.sales,
      roleName: '客户经理助理',
      roleCode: 'salesCustomerAide',
      roleConfig: 2,
      remark: '由李明的权限申请创建（板块：贷款）',
    });
    const now = Date.now();
    const ids = { task: 0, history: 0 };
    for (const app of SEED_AUTH_APPLICATIONS) await seedOne(tx, app, now, ids);
  },
};
