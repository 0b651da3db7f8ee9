import { describe, expect, it } from 'vitest';
import { mayAct, separationOfDutyReason, workflowActorFrom } from '../../src/workflow/actor.ts';
import { OWN_APPLICATION, OWN_GRANT } from '../../src/workflow/messages.ts';
import { applyAction, availableActions, returnTargets, startInstance, taskTitle } from '../../src/workflow/reducer.ts';
import type {
  WorkflowAction,
  WorkflowActionType,
  WorkflowInstanceState,
  WorkflowStatus,
} from '../../src/workflow/types.ts';
import { ACTORS, applicant, def, stateAt, type ActorName } from './fixtures.ts';

const OPINION = '材料不全';

function act(type: WorkflowActionType, who: ActorName, opinion = OPINION, nodeId = ''): WorkflowAction {
  const base = { actor: ACTORS[who], at: '2025-06-01 10:00:00', opinion };
  return type === 'returnToNode' ? { ...base, type, nodeId } : { ...base, type };
}

const must = (r: ReturnType<typeof applyAction>): WorkflowInstanceState => {
  if (!r.ok) throw new Error(r.error);
  return r.state;
};

describe('mayAct: the step actor rule and separation of duty', () => {
  it.each<[rule: string, step: number, who: ActorName, ok: boolean]>([
    ['an enterprise role in the applicant’s enterprise may act', 0, 'entAdmin', true],
    ['the same role in another enterprise may not', 0, 'otherEntAdmin', false],
    ['a user with roles in several enterprises acts for the one that matches', 0, 'externalAdmin', true],
    ['the applicant may not act on their own application, even holding the role', 0, 'applicant', false],
    ['an operations role may act at an operations step', 1, 'ops', true],
    ['another operations role may not', 1, 'otherOps', false],
    ['an enterprise admin may not act at an operations step', 1, 'entAdmin', false],
    ['the named user may act at a user step', 2, 'director', true],
    ['anyone else may not act at a user step', 2, 'ops', false],
    ['a user without roles may not act', 0, 'nobody', false],
  ])('%s', (_rule, step, who, ok) => {
    expect(mayAct(def.steps[step], ACTORS[who], applicant)).toBe(ok);
  });

  it.each<[rule: string, who: ActorName, grantees: string[], ok: boolean, reason: string]>([
    ['the step’s actor may act on a grant to others', 'entAdmin', ['u-other'], true, ''],
    ['not on a grant to themselves', 'entAdmin', ['u-other', ACTORS.entAdmin.userId], false, OWN_GRANT],
    ['the applicant’s own application comes first', 'applicant', [ACTORS.applicant.userId], false, OWN_APPLICATION],
    ['someone the step does not name has no reason to be told', 'ops', [ACTORS.ops.userId], false, ''],
  ])('grantees: %s', (_rule, who, grantees, ok, reason) => {
    expect(mayAct(def.steps[0], ACTORS[who], applicant, grantees)).toBe(ok);
    expect(separationOfDutyReason(def.steps[0], ACTORS[who], applicant, grantees)).toBe(reason);
  });

  it('workflowActorFrom: operations roles count everywhere, the others in the enterprise in use', () => {
    const actor = workflowActorFrom({
      userId: 'u1',
      userName: '甲',
      entId: 'ent-A',
      roleList: [
        { roleCode: 'companyAdmin', roleConfig: 2 },
        { roleCode: 'opsReviewer', roleConfig: 1 },
        { roleCode: 'salesman' },
      ],
    });
    expect(actor.enterpriseRoles).toEqual([
      { entId: 'ent-A', roleCode: 'companyAdmin' },
      { entId: 'ent-A', roleCode: 'salesman' },
    ]);
    expect(actor.operationsRoles).toEqual(['opsReviewer']);
    expect([mayAct(def.steps[0], actor, applicant), mayAct(def.steps[1], actor, applicant)]).toEqual([true, true]);
  });

  it('a step naming the applicant still refuses them', () => {
    expect(
      mayAct({ nodeId: 'x', name: 'x', actor: { kind: 'user', userId: 'u-app' } }, ACTORS.applicant, applicant),
    ).toBe(false);
  });
});

describe('startInstance', () => {
  it('starts running at the first step of the exact version, with the submission in the history', () => {
    const s = must(startInstance(def, applicant, 't0', ' 请审批 '));
    expect(s).toMatchObject({
      definitionKey: 'authApply',
      definitionVersion: 1,
      status: 'running',
      currentStep: 0,
      lastApproval: null,
    });
    expect(s.history).toEqual([
      { taskName: '提交申请', userName: '申请人甲', endTime: 't0', message: '请审批', operationTypeString: '提交' },
    ]);
  });

  it('refuses a definition without steps', () => {
    expect(startInstance({ ...def, steps: [] }, applicant, 't0')).toEqual({
      ok: false,
      error: '流程定义至少需要一个审批节点',
    });
  });
});

describe('applyAction: allowed actions', () => {
  type Expected = { status: WorkflowStatus; currentStep: number; lastApproval: WorkflowInstanceState['lastApproval'] };
  it.each<
    [
      rule: string,
      from: WorkflowInstanceState,
      action: WorkflowAction,
      expected: Expected,
      row: [taskName: string, op: string],
    ]
  >([
    [
      '办理 at the first step moves to the next',
      stateAt('running', 0),
      act('approve', 'entAdmin', ''),
      { status: 'running', currentStep: 1, lastApproval: { stepIndex: 0, userId: 'u-admin' } },
      ['企业管理员审核', '办理'],
    ],
    [
      '办理 at a middle step moves to the next',
      stateAt('running', 1),
      act('approve', 'ops', ''),
      { status: 'running', currentStep: 2, lastApproval: { stepIndex: 1, userId: 'u-ops' } },
      ['运营审核', '办理'],
    ],
    [
      '办理 at the last step completes the instance',
      stateAt('running', 2),
      act('approve', 'director', ''),
      { status: 'approved', currentStep: 2, lastApproval: null },
      ['负责人复核', '办理'],
    ],
    [
      '退回上一步 at a later step goes to the previous step',
      stateAt('running', 2, { stepIndex: 1, userId: 'u-ops' }),
      act('returnPrevious', 'director'),
      { status: 'running', currentStep: 1, lastApproval: null },
      ['负责人复核', '退回上一步'],
    ],
    [
      '退回上一步 at the first step returns to the applicant',
      stateAt('running', 0),
      act('returnPrevious', 'entAdmin'),
      { status: 'returned', currentStep: 0, lastApproval: null },
      ['企业管理员审核', '退回上一步'],
    ],
    [
      '退回申请人 returns to the applicant, resubmission from the first step',
      stateAt('running', 2),
      act('returnToApplicant', 'director'),
      { status: 'returned', currentStep: 0, lastApproval: null },
      ['负责人复核', '退回申请人'],
    ],
    [
      '退回指定节点 goes to the named earlier node',
      stateAt('running', 2),
      act('returnToNode', 'director', OPINION, 'entAdmin'),
      { status: 'running', currentStep: 0, lastApproval: null },
      ['负责人复核', '退回指定节点'],
    ],
    [
      '退回指定节点 to the step just before',
      stateAt('running', 2),
      act('returnToNode', 'director', OPINION, 'ops'),
      { status: 'running', currentStep: 1, lastApproval: null },
      ['负责人复核', '退回指定节点'],
    ],
    [
      '驳回 ends the instance as rejected',
      stateAt('running', 1),
      act('reject', 'ops'),
      { status: 'rejected', currentStep: 1, lastApproval: null },
      ['运营审核', '驳回'],
    ],
    [
      'resubmit continues from the step the return set (the first)',
      stateAt('returned', 0),
      act('resubmit', 'applicant', '已补充'),
      { status: 'running', currentStep: 0, lastApproval: null },
      ['提交申请', '重新提交'],
    ],
    [
      'withdraw takes back the approval before the next step acts',
      stateAt('running', 1, { stepIndex: 0, userId: 'u-admin' }),
      act('withdraw', 'entAdmin', ''),
      { status: 'running', currentStep: 0, lastApproval: null },
      ['企业管理员审核', '撤回'],
    ],
    [
      'the applicant withdraws a running application',
      stateAt('running', 1),
      act('withdrawApplication', 'applicant', ''),
      { status: 'withdrawn', currentStep: 1, lastApproval: null },
      ['提交申请', '撤销申请'],
    ],
    [
      'the applicant withdraws a returned application',
      stateAt('returned', 0),
      act('withdrawApplication', 'applicant', ''),
      { status: 'withdrawn', currentStep: 0, lastApproval: null },
      ['提交申请', '撤销申请'],
    ],
  ])('%s', (_rule, from, action, expected, [taskName, op]) => {
    const s = must(applyAction(def, from, action));
    expect({ status: s.status, currentStep: s.currentStep, lastApproval: s.lastApproval }).toEqual(expected);
    expect(s.history).toHaveLength(from.history.length + 1);
    expect(s.history.at(-1)).toEqual({
      taskName,
      userName: action.actor.userName,
      endTime: '2025-06-01 10:00:00',
      message: (action.opinion ?? '').trim(),
      operationTypeString: op,
    });
    expect(s.applicant).toBe(from.applicant);
    expect([s.definitionKey, s.definitionVersion]).toEqual([def.key, def.version]);
  });
});

describe('applyAction: refused actions (state unchanged, Chinese reason)', () => {
  const approvers: WorkflowActionType[] = ['approve', 'returnPrevious', 'returnToApplicant', 'returnToNode', 'reject'];
  const finals: WorkflowStatus[] = ['approved', 'rejected', 'withdrawn'];
  const label = {
    approve: '办理',
    returnPrevious: '退回上一步',
    returnToApplicant: '退回申请人',
    returnToNode: '退回指定节点',
    reject: '驳回',
  } as const;
  const statusLabel = {
    running: '审批中',
    returned: '已退回',
    approved: '已通过',
    rejected: '已驳回',
    withdrawn: '已撤销',
  } as const;

  it.each(
    (['returned', ...finals] as const).flatMap((status) =>
      approvers.map(
        (type) => [type, status, `当前申请${statusLabel[status]}，不能${label[type as keyof typeof label]}`] as const,
      ),
    ),
  )('%s when %s → %s', (type, status, error) => {
    expect(applyAction(def, stateAt(status, 0), act(type, 'entAdmin', OPINION, 'entAdmin'))).toEqual({
      ok: false,
      error,
    });
  });

  it.each<[rule: string, from: WorkflowInstanceState, action: WorkflowAction, error: string]>([
    [
      'the applicant may not approve their own application',
      stateAt('running', 0),
      act('approve', 'applicant'),
      '不能审批本人提交的申请',
    ],
    [
      'the applicant may not return their own application',
      stateAt('running', 0),
      act('returnToApplicant', 'applicant'),
      '不能审批本人提交的申请',
    ],
    [
      'the step’s actor may not approve a grant to themselves',
      { ...stateAt('running', 0), grantees: [ACTORS.entAdmin.userId] },
      act('approve', 'entAdmin'),
      '不能审批授予本人权限的申请',
    ],
    [
      'nor return it',
      { ...stateAt('running', 0), grantees: ['someone', ACTORS.entAdmin.userId] },
      act('reject', 'entAdmin'),
      '不能审批授予本人权限的申请',
    ],
    [
      'someone who is not the step’s actor may not approve',
      stateAt('running', 0),
      act('approve', 'ops'),
      '您不是当前节点的办理人',
    ],
    [
      'the role in another enterprise may not approve',
      stateAt('running', 0),
      act('approve', 'otherEntAdmin'),
      '您不是当前节点的办理人',
    ],
    [
      'someone who is not the step’s actor may not return',
      stateAt('running', 2),
      act('returnPrevious', 'ops'),
      '您不是当前节点的办理人',
    ],
    ['退回上一步 needs an opinion', stateAt('running', 1), act('returnPrevious', 'ops', ''), '请输入驳回审批意见'],
    ['退回申请人 needs an opinion', stateAt('running', 1), act('returnToApplicant', 'ops', '  '), '请输入驳回审批意见'],
    [
      '退回指定节点 needs an opinion',
      stateAt('running', 2),
      act('returnToNode', 'director', '', 'ops'),
      '请输入驳回审批意见',
    ],
    ['驳回 needs an opinion', stateAt('running', 1), act('reject', 'ops', ''), '请输入驳回审批意见'],
    [
      'an opinion over 1000 characters is refused',
      stateAt('running', 0),
      act('approve', 'entAdmin', '意'.repeat(1001)),
      '审批意见不能超过1000个字符',
    ],
    [
      '退回指定节点 to the current node is refused',
      stateAt('running', 1),
      act('returnToNode', 'ops', OPINION, 'ops'),
      '只能退回到当前节点之前的审批节点',
    ],
    [
      '退回指定节点 to a later node is refused',
      stateAt('running', 1),
      act('returnToNode', 'ops', OPINION, 'director'),
      '只能退回到当前节点之前的审批节点',
    ],
    [
      '退回指定节点 to an unknown node is refused',
      stateAt('running', 1),
      act('returnToNode', 'ops', OPINION, 'nope'),
      '只能退回到当前节点之前的审批节点',
    ],
    [
      '退回指定节点 at the first step has no target',
      stateAt('running', 0),
      act('returnToNode', 'entAdmin', OPINION, 'entAdmin'),
      '只能退回到当前节点之前的审批节点',
    ],
    [
      'resubmit while running is refused',
      stateAt('running', 0),
      act('resubmit', 'applicant'),
      '当前申请审批中，不能重新提交',
    ],
    [
      'resubmit after approval is refused',
      stateAt('approved', 2),
      act('resubmit', 'applicant'),
      '当前申请已通过，不能重新提交',
    ],
    [
      'resubmit after rejection is refused',
      stateAt('rejected', 1),
      act('resubmit', 'applicant'),
      '当前申请已驳回，不能重新提交',
    ],
    [
      'resubmit after withdrawal is refused',
      stateAt('withdrawn', 0),
      act('resubmit', 'applicant'),
      '当前申请已撤销，不能重新提交',
    ],
    ['only the applicant resubmits', stateAt('returned', 0), act('resubmit', 'entAdmin'), '只有申请人本人可以操作'],
    [
      'withdraw by someone else than the approver is refused',
      stateAt('running', 1, { stepIndex: 0, userId: 'u-admin' }),
      act('withdraw', 'externalAdmin'),
      '只能在下一节点办理前撤回本人的办理',
    ],
    [
      'withdraw without an approval to take back is refused',
      stateAt('running', 0),
      act('withdraw', 'entAdmin'),
      '只能在下一节点办理前撤回本人的办理',
    ],
    [
      'withdraw after the next step acted is refused',
      stateAt('running', 2, { stepIndex: 0, userId: 'u-admin' }),
      act('withdraw', 'entAdmin'),
      '只能在下一节点办理前撤回本人的办理',
    ],
    [
      'withdraw after completion is refused',
      stateAt('approved', 2),
      act('withdraw', 'director'),
      '当前申请已通过，不能撤回',
    ],
    [
      'withdraw of a returned instance is refused',
      stateAt('returned', 0),
      act('withdraw', 'entAdmin'),
      '当前申请已退回，不能撤回',
    ],
    [
      'withdraw after rejection is refused',
      stateAt('rejected', 1, { stepIndex: 0, userId: 'u-admin' }),
      act('withdraw', 'entAdmin'),
      '当前申请已驳回，不能撤回',
    ],
    [
      'withdraw after the application was withdrawn is refused',
      stateAt('withdrawn', 1, { stepIndex: 0, userId: 'u-admin' }),
      act('withdraw', 'entAdmin'),
      '当前申请已撤销，不能撤回',
    ],
    [
      'only the applicant withdraws the application',
      stateAt('running', 0),
      act('withdrawApplication', 'entAdmin'),
      '只有申请人本人可以操作',
    ],
    [
      'a finished application cannot be withdrawn',
      stateAt('approved', 2),
      act('withdrawApplication', 'applicant'),
      '当前申请已通过，不能撤销申请',
    ],
    [
      'a rejected application cannot be withdrawn',
      stateAt('rejected', 1),
      act('withdrawApplication', 'applicant'),
      '当前申请已驳回，不能撤销申请',
    ],
    [
      'a withdrawn application cannot be withdrawn again',
      stateAt('withdrawn', 0),
      act('withdrawApplication', 'applicant'),
      '当前申请已撤销，不能撤销申请',
    ],
  ])('%s', (_rule, from, action, error) => {
    expect(applyAction(def, from, action)).toEqual({ ok: false, error });
  });
});

describe('journeys: returns, resubmission, withdraw', () => {
  const run = (steps: WorkflowAction[]) =>
    steps.reduce((s, a) => must(applyAction(def, s, a)), must(startInstance(def, applicant, 't0')));

  it.each<[rule: string, steps: WorkflowAction[], status: WorkflowStatus, currentStep: number]>([
    [
      'three approvals complete it',
      [act('approve', 'entAdmin'), act('approve', 'ops'), act('approve', 'director')],
      'approved',
      2,
    ],
    [
      'returned to the applicant at step 3, resubmitted: starts again at step 1',
      [
        act('approve', 'entAdmin'),
        act('approve', 'ops'),
        act('returnToApplicant', 'director'),
        act('resubmit', 'applicant'),
      ],
      'running',
      0,
    ],
    [
      '退回上一步 at step 1, resubmitted: step 1 again',
      [act('returnPrevious', 'entAdmin'), act('resubmit', 'applicant')],
      'running',
      0,
    ],
    [
      '退回指定节点 then the named node approves again',
      [
        act('approve', 'entAdmin'),
        act('approve', 'ops'),
        act('returnToNode', 'director', OPINION, 'entAdmin'),
        act('approve', 'entAdmin'),
      ],
      'running',
      1,
    ],
    [
      'withdraw then approve again',
      [act('approve', 'entAdmin'), act('withdraw', 'entAdmin'), act('approve', 'entAdmin')],
      'running',
      1,
    ],
  ])('%s', (_rule, steps, status, currentStep) => {
    const s = run(steps);
    expect([s.status, s.currentStep]).toEqual([status, currentStep]);
    expect(s.history).toHaveLength(steps.length + 1);
  });

  it('after a return and resubmission every step must approve again', () => {
    const s = run([
      act('approve', 'entAdmin'),
      act('approve', 'ops'),
      act('returnToApplicant', 'director'),
      act('resubmit', 'applicant'),
    ]);
    expect(applyAction(def, s, act('approve', 'ops')).ok).toBe(false);
    expect(applyAction(def, s, act('approve', 'entAdmin')).ok).toBe(true);
  });

  it('the next step acting ends the window to withdraw', () => {
    const s = run([act('approve', 'entAdmin'), act('approve', 'ops')]);
    expect(applyAction(def, s, act('withdraw', 'entAdmin'))).toEqual({
      ok: false,
      error: '只能在下一节点办理前撤回本人的办理',
    });
    expect(applyAction(def, s, act('withdraw', 'ops')).ok).toBe(true);
  });
});

describe('versions: an instance keeps the version it started with', () => {
  const v2 = { ...def, version: 2, steps: def.steps.slice(1) };

  it('a newer version of the definition is refused for an old instance', () => {
    expect(applyAction(v2, stateAt('running', 0), act('approve', 'ops'))).toEqual({
      ok: false,
      error: '流程定义与流程实例的版本不一致',
    });
  });

  it('another key is refused', () => {
    expect(applyAction({ ...def, key: 'news' }, stateAt('running', 0), act('approve', 'entAdmin')).ok).toBe(false);
  });
});

describe('helpers for the pages', () => {
  it.each<[rule: string, from: WorkflowInstanceState, who: ActorName, actions: WorkflowActionType[]]>([
    [
      'the first step’s actor: approve, return, reject (no earlier node)',
      stateAt('running', 0),
      'entAdmin',
      ['approve', 'returnPrevious', 'returnToApplicant', 'reject'],
    ],
    [
      'a later step’s actor may also return to a named node',
      stateAt('running', 2),
      'director',
      ['approve', 'returnPrevious', 'returnToApplicant', 'returnToNode', 'reject'],
    ],
    [
      'the last approver may withdraw while the next step waits',
      stateAt('running', 1, { stepIndex: 0, userId: 'u-admin' }),
      'entAdmin',
      ['withdraw'],
    ],
    [
      'the applicant of a running application may only withdraw it',
      stateAt('running', 0),
      'applicant',
      ['withdrawApplication'],
    ],
    [
      'the applicant of a returned application may resubmit or withdraw',
      stateAt('returned', 0),
      'applicant',
      ['resubmit', 'withdrawApplication'],
    ],
    ['nothing is left after completion', stateAt('approved', 2), 'director', []],
    ['an outsider may do nothing', stateAt('running', 0), 'nobody', []],
  ])('availableActions: %s', (_rule, from, who, actions) => {
    expect(availableActions(def, from, ACTORS[who])).toEqual(actions);
  });

  it.each<[from: WorkflowInstanceState, nodes: string[]]>([
    [stateAt('running', 0), []],
    [stateAt('running', 2), ['entAdmin', 'ops']],
    [stateAt('returned', 0), []],
  ])('returnTargets %#', (from, nodes) => {
    expect(returnTargets(def, from).map((s) => s.nodeId)).toEqual(nodes);
  });

  it.each<[from: WorkflowInstanceState, title: string]>([
    [stateAt('running', 1), '运营审核'],
    [stateAt('approved', 2), '查看申请'],
    [stateAt('returned', 0), '查看申请'],
  ])('taskTitle (§2.5 approve modes use the task title) %#', (from, title) => {
    expect(taskTitle(def, from)).toBe(title);
  });
});
