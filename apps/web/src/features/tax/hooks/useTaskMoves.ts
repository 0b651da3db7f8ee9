import { useState } from 'react';
import { App } from 'antd';
import { OPERATION_SUCCESS } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useUpdateTaskState } from '../api/update-task-state.ts';
import type { TaskMove } from '../task-moves.ts';
import type { TaxTask } from '../types.ts';
import { useTaxScope } from './useTaxScope.ts';

/**
 * Carries out a task's move: at once, after a confirmation, or after the amount modal (filing, paying). The lists
 * and the home reload after (update-task-state.ts).
 */
export function useTaskMoves() {
  const { modal } = App.useApp();
  const scope = useTaxScope();
  const update = useUpdateTaskState(scope);
  const [amountFor, setAmountFor] = useState<{ task: TaxTask; to: 'filed' | 'paid' } | null>(null);

  const send = async (task: TaxTask, move: TaskMove['to'], amount?: string) => {
    try {
      await update.mutateAsync({
        taskNo: task.taskNo,
        state: move,
        ...(move === 'filed' && amount !== undefined ? { taxAmount: amount } : {}),
        ...(move === 'paid' && amount !== undefined ? { paidAmount: amount } : {}),
      });
      notify.success(OPERATION_SUCCESS);
      return true;
    } catch {
      return false; // shown by the request layer
    }
  };

  const start = (task: TaxTask, move: TaskMove) => {
    if (move.ask === 'amount') setAmountFor({ task, to: move.to as 'filed' | 'paid' });
    else if (move.ask === 'confirm')
      void modal.confirm({
        title: move.label,
        content: move.confirmText,
        okText: '确定',
        cancelText: '取消',
        onOk: () => send(task, move.to),
      });
    else void send(task, move.to);
  };

  return {
    start,
    pending: update.isPending,
    pendingTaskNo: update.isPending ? update.variables?.taskNo : undefined,
    amount: {
      task: amountFor?.task ?? null,
      to: amountFor?.to ?? null,
      saving: update.isPending,
      onCancel: () => setAmountFor(null),
      onSubmit: (value: string) => {
        if (!amountFor) return;
        void send(amountFor.task, amountFor.to, value).then((ok) => ok && setAmountFor(null));
      },
    },
  };
}
