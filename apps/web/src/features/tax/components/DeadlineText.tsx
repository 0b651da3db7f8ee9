import { Tag, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

/** What 预计 means, on its tag. */
export const PROVISIONAL_HINT = '该年度的节假日安排尚未公布（录入），期限按法定节假日预计，公布后以公布的安排为准';

/** 预计: a deadline computed without the year's published holiday arrangement (shared tax/holidays.ts). */
export function ProvisionalTag({ provisional }: { provisional: boolean }) {
  if (!provisional) return null;
  return (
    <Tooltip title={PROVISIONAL_HINT}>
      <Tag color="orange" className="tax-provisional">
        预计
      </Tag>
    </Tooltip>
  );
}

/** A filing deadline as every tax page shows it: the date (or 按次申报), why it moved, and 预计 while provisional. */
export function DeadlineText({
  deadline,
  reason,
  provisional,
  prefix = '',
}: {
  deadline: string | null;
  reason: string | null;
  provisional: boolean;
  prefix?: string;
}) {
  if (!deadline) return <span className="tax-muted">按次申报</span>;
  return (
    <span className="tax-deadline">
      {`${prefix}${deadline}`}
      {reason && (
        <Tooltip title={`顺延：${reason}`}>
          <InfoCircleOutlined className="tax-hint-icon" aria-label="期限顺延说明" />
        </Tooltip>
      )}
      <ProvisionalTag provisional={provisional} />
    </span>
  );
}
