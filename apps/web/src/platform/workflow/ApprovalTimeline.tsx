import { Empty, Tag, Timeline, Typography, type TimelineItemProps } from 'antd';
import { historyOutcome, type ApprovalHistoryRowOut } from '@portal/shared';
import './approval-history.css';

export interface ApprovalTimelineProps {
  rows: readonly ApprovalHistoryRowOut[];
}

/** The outcome label of a row: the server's `outcome` (§4: 办理 → 同意, the returns → 驳回), else the shared mapping. */
export const outcomeOf = (row: Pick<ApprovalHistoryRowOut, 'outcome' | 'operationTypeString'>): string =>
  row.outcome || historyOutcome(row);

const COLORS: Readonly<Record<string, string>> = { 同意: 'green', 驳回: 'red' };

/**
 * An application's approval history (§3 Approval history row) as an antd Timeline, oldest first: the step
 * (taskName), who acted (userName), when (endTime), the outcome label and the opinion (message).
 */
export function ApprovalTimeline({ rows }: ApprovalTimelineProps) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无审批记录" />;
  const items: TimelineItemProps[] = rows.map((row, i) => {
    const outcome = outcomeOf(row);
    const color = COLORS[outcome] ?? 'blue';
    return {
      key: `${i}-${row.endTime}`,
      color,
      content: (
        <div className="approval-history__item" data-testid="approval-history-row">
          <div className="approval-history__head">
            <Typography.Text strong>{row.taskName}</Typography.Text>
            <Tag color={color === 'blue' ? 'processing' : color}>{outcome}</Tag>
          </div>
          <div className="approval-history__meta">
            <span>{row.userName || '-'}</span>
            <span>{row.endTime}</span>
          </div>
          {row.message && <div className="approval-history__message">{row.message}</div>}
        </div>
      ),
    };
  });
  return <Timeline className="approval-history" items={items} />;
}
