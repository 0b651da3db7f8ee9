/** The buttons that move a task (§4 states; the allowed moves are the shared nextTaskStates). */
import { nextTaskStates, toCents, type StoredTaxTaskState, type TaxTaskState } from '@portal/shared';

export interface TaskMove {
  to: StoredTaxTaskState;
  label: string;
  /** What to ask first: nothing, a confirmation, or an amount (filing: the tax payable; paying: the amount paid). */
  ask: 'none' | 'confirm' | 'amount';
  /** Shown in the confirmation. */
  confirmText?: string;
}

/** Whether a task has tax to pay: a nil return (0 or unknown) ends at 已申报. */
export function hasTaxToPay(taxAmount: string | null | undefined): boolean {
  const cents = toCents(taxAmount ?? '');
  return cents !== null && cents > 0n;
}

/** The moves offered for a task in `state`, in the order the buttons show. */
export function taskMoves(state: TaxTaskState, taxAmount: string | null): TaskMove[] {
  return nextTaskStates(state).flatMap((to): TaskMove[] => {
    switch (to) {
      case 'inProgress':
        return state === 'filed'
          ? [{ to, label: '更正申报', ask: 'confirm', confirmText: '更正申报将把任务退回“进行中”，确定继续吗？' }]
          : [{ to, label: '开始办理', ask: 'none' }];
      case 'todo':
        return [{ to, label: '退回待办', ask: 'confirm', confirmText: '确定将任务退回“待办”吗？' }];
      case 'filed':
        return [{ to, label: '申报', ask: 'amount' }];
      case 'paid':
        return hasTaxToPay(taxAmount) ? [{ to, label: '缴款', ask: 'amount' }] : [];
    }
  });
}
