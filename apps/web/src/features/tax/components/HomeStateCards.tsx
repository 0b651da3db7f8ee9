import { Link } from 'react-router';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  FileDoneOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { TAX_TASK_STATES, TAX_TASK_STATE_LABEL, type TaxTaskState } from '@portal/shared';
import type { TaxHome } from '../types.ts';

const ICON: Readonly<Record<TaxTaskState, React.ReactNode>> = {
  todo: <ClockCircleOutlined />,
  inProgress: <SyncOutlined />,
  filed: <FileDoneOutlined />,
  paid: <CheckCircleOutlined />,
  overdue: <ExclamationCircleOutlined />,
};

/** This period's tasks by state (§4), each card opening the task list filtered by that state. */
export function HomeStateCards({ counts }: { counts: TaxHome['stateCounts'] }) {
  const countOf = (s: TaxTaskState) => counts.find((c) => c.state === s)?.count ?? 0;
  return (
    <div className="tax-home__states">
      {TAX_TASK_STATES.map((s) => (
        <Link key={s} to={`/tax/taxTask?state=${s}`} className={`tax-home__state tax-home__state--${s}`}>
          <span className="tax-home__state-icon" aria-hidden>
            {ICON[s]}
          </span>
          <span className="tax-home__state-text">
            <span className="tax-home__state-count">{countOf(s)}</span>
            <span className="tax-home__state-label">{TAX_TASK_STATE_LABEL[s]}</span>
          </span>
        </Link>
      ))}
    </div>
  );
}
