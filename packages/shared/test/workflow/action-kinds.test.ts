import { describe, expect, it } from 'vitest';
import { currentNodeName, isApproverAction, isReturnAction, returnLabel } from '../../src/workflow/messages.ts';
import type { WorkflowActionType, WorkflowStatus } from '../../src/workflow/types.ts';

describe('which actions are an approver’s, and which turn an application down', () => {
  it.each<[WorkflowActionType | 'submit', boolean, boolean, string]>([
    ['submit', false, false, ''],
    ['approve', true, false, '办理'],
    ['returnPrevious', true, true, '退回上一步'],
    ['returnToApplicant', true, true, '退回申请人'],
    ['returnToNode', true, true, '退回指定节点'],
    ['reject', true, true, '驳回'],
    ['withdraw', true, false, '撤回'],
    ['resubmit', false, false, '重新提交'],
    ['withdrawApplication', false, false, '撤销申请'],
  ])('%s: approver %s, return %s, label %s', (action, approver, back, label) => {
    expect(isApproverAction(action)).toBe(approver);
    expect(isReturnAction(action)).toBe(back);
    expect(returnLabel(action)).toBe(label);
  });
});

describe('the lists’ 当前节点 of an application', () => {
  it.each<[WorkflowStatus, string, { taskName: string } | undefined, string]>([
    ['running', '运营审核', { taskName: '运营审核' }, '运营审核'],
    ['running', '运营审核', undefined, '运营审核'],
    ['returned', '', undefined, '申请人'],
    ['approved', '', undefined, ''],
    ['withdrawn', '', undefined, ''],
  ])('%s, stored %j, open task %j: %s', (status, stored, task, shown) => {
    expect(currentNodeName(status, stored, task)).toBe(shown);
  });
});
