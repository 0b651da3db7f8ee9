import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { BUTTON } from '@portal/shared';
import { taxDetailLink } from '@portal/shared';
import { Permission } from '../../../platform/permission/index.ts';
import { taskMoves, type TaskMove } from '../task-moves.ts';
import type { TaxTask } from '../types.ts';

export interface TaskActionsProps {
  task: TaxTask;
  onMove: (task: TaxTask, move: TaskMove) => void;
  busy?: boolean;
  /** Hide the 详情 link (on the detail page itself). */
  withDetail?: boolean;
}

/** A task's buttons: 详情 (§2.2 link) and the moves its state allows, gated by the task-state permission. */
export function TaskActions({ task, onMove, busy, withDetail = true }: TaskActionsProps) {
  const detail = withDetail ? taxDetailLink({ kind: 1, id: task.taskNo }) : null;
  return (
    <Space size={4} wrap={false}>
      {detail && (
        <Link to={detail} className="tax-link">
          详情
        </Link>
      )}
      <Permission code={BUTTON.tax.taskState}>
        {taskMoves(task.state, task.taxAmount).map((m) => (
          <Button key={m.to} type="link" size="small" disabled={busy} onClick={() => onMove(task, m)}>
            {m.label}
          </Button>
        ))}
      </Permission>
    </Space>
  );
}
