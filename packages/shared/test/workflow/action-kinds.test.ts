import { describe, expect, it } from 'vitest';
import { isApproverAction, isReturnAction, returnLabel } from '../../src/workflow/messages.ts';
import type { WorkflowActionType } from '../../src/workflow/types.ts';

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
