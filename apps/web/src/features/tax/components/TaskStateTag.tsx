import { Tag } from 'antd';
import { TAX_TASK_STATE_LABEL, type TaxTaskState } from '@portal/shared';

const COLOR: Readonly<Record<TaxTaskState, string>> = {
  todo: 'blue',
  inProgress: 'processing',
  filed: 'cyan',
  paid: 'success',
  overdue: 'error',
};

/** A task's state (§4) as a coloured tag. */
export function TaskStateTag({ state }: { state: TaxTaskState }) {
  return (
    <Tag color={COLOR[state]} className="tax-state-tag">
      {TAX_TASK_STATE_LABEL[state]}
    </Tag>
  );
}
