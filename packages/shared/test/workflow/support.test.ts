import { describe, expect, it } from 'vitest';
import { auditResultSchema, auditResultToAction, validateAuditOpinion } from '../../src/workflow/audit.ts';
import { definitionFor, latestDefinition, validateDefinition } from '../../src/workflow/definition.ts';
import { historyOutcome, historyRowForDisplay } from '../../src/workflow/history.ts';
import type { WorkflowDefinition } from '../../src/workflow/types.ts';
import { ACTORS, def, stateAt } from './fixtures.ts';

describe('§4 history outcome labels (reusing APPROVAL_OUTCOME_LABEL)', () => {
  it.each<[op: string, label: string]>([
    ['办理', '同意'],
    ['退回上一步', '驳回'],
    ['退回申请人', '驳回'],
    ['退回指定节点', '驳回'],
    ['驳回', '驳回'],
    ['提交', '提交'],
    ['重新提交', '重新提交'],
    ['撤回', '撤回'],
    ['撤销申请', '撤销申请'],
  ])('%s → %s', (op, label) => {
    expect(historyOutcome({ operationTypeString: op })).toBe(label);
  });

  it('a display row carries the §3 fields and the outcome', () => {
    const row = {
      taskName: '运营审核',
      userName: '运营丙',
      endTime: 't',
      message: '同意',
      operationTypeString: '办理',
    };
    expect(historyRowForDisplay(row)).toEqual({ ...row, outcome: '同意' });
  });
});

describe('definitions: validation and versions', () => {
  const step = def.steps[0];
  it.each<[rule: string, d: WorkflowDefinition, error: string]>([
    ['a valid definition', def, ''],
    ['version 0', { ...def, version: 0 }, '流程定义的版本号必须是正整数'],
    ['fractional version', { ...def, version: 1.5 }, '流程定义的版本号必须是正整数'],
    ['no steps', { ...def, steps: [] }, '流程定义至少需要一个审批节点'],
    ['duplicate node ids', { ...def, steps: [step, { ...step, name: '再审' }] }, '流程定义的节点编号不能重复'],
    ['blank node id', { ...def, steps: [{ ...step, nodeId: ' ' }] }, '流程定义的节点须有编号、名称和办理人'],
    ['blank name', { ...def, steps: [{ ...step, name: '' }] }, '流程定义的节点须有编号、名称和办理人'],
    [
      'blank role code',
      { ...def, steps: [{ ...step, actor: { kind: 'operationsRole', roleCode: '' } }] },
      '流程定义的节点须有编号、名称和办理人',
    ],
    [
      'blank user id',
      { ...def, steps: [{ ...step, actor: { kind: 'user', userId: '' } }] },
      '流程定义的节点须有编号、名称和办理人',
    ],
  ])('%s', (_rule, d, error) => {
    expect(validateDefinition(d)).toBe(error);
  });

  const defs: WorkflowDefinition[] = [
    def,
    { ...def, version: 3 },
    { ...def, version: 2 },
    { ...def, key: 'news', version: 9 },
  ];
  it.each<[rule: string, got: WorkflowDefinition | undefined, version: number | undefined]>([
    ['new applications start on the latest version', latestDefinition(defs, 'authApply'), 3],
    ['an unknown key has no latest version', latestDefinition(defs, 'nope'), undefined],
    ['an instance gets exactly its own version', definitionFor(defs, stateAt('running', 0)), 1],
    [
      'a version that no longer exists is not replaced by another',
      definitionFor(defs, { definitionKey: 'authApply', definitionVersion: 7 }),
      undefined,
    ],
  ])('%s', (_rule, got, version) => {
    expect(got?.version).toBe(version);
  });
});

describe('§4/§5 audit opinion (pass = approve true, reject = approve false)', () => {
  it.each<[rule: string, approve: boolean, opinion: string | undefined, requiredOnPass: boolean, error: string]>([
    ['rejection without opinion', false, '', false, '请输入驳回审批意见'],
    ['rejection with only spaces', false, '   ', false, '请输入驳回审批意见'],
    ['rejection with opinion', false, '材料不全', false, ''],
    ['news pass without opinion', true, undefined, false, ''],
    ['application pass without opinion (approve mode requires one)', true, '', true, '请输入审批意见'],
    ['pass with opinion', true, '同意', true, ''],
    ['1000 characters', true, '意'.repeat(1000), false, ''],
    ['1001 characters', false, '意'.repeat(1001), false, '审批意见不能超过1000个字符'],
  ])('%s', (_rule, approve, opinion, requiredOnPass, error) => {
    expect(validateAuditOpinion(approve, opinion, requiredOnPass)).toBe(error);
  });

  it.each<[rule: string, body: unknown, error: string | null]>([
    ['pass without opinion', { processInstId: 'p1', approve: true }, null],
    ['reject with opinion', { processInstId: 'p1', approve: false, auditOpinion: ' 不符合 ' }, null],
    ['reject without opinion', { processInstId: 'p1', approve: false, auditOpinion: '' }, '请输入驳回审批意见'],
    [
      'opinion too long',
      { processInstId: 'p1', approve: true, auditOpinion: '意'.repeat(1001) },
      '审批意见不能超过1000个字符',
    ],
  ])('auditResultSchema: %s', (_rule, body, error) => {
    const r = auditResultSchema.safeParse(body);
    expect(r.success ? null : r.error.issues[0].message).toBe(error);
  });

  it('the parsed body is trimmed', () => {
    expect(auditResultSchema.parse({ processInstId: ' p1 ', approve: false, auditOpinion: ' 不符合 ' })).toEqual({
      processInstId: 'p1',
      approve: false,
      auditOpinion: '不符合',
    });
  });

  it.each<[approve: boolean, type: string]>([
    [true, 'approve'],
    [false, 'returnToApplicant'],
  ])('approve %s maps to the %s action', (approve, type) => {
    expect(auditResultToAction({ approve, auditOpinion: 'x' }, ACTORS.ops, 't')).toEqual({
      type,
      actor: ACTORS.ops,
      at: 't',
      opinion: 'x',
    });
  });
});
