import type { LoanStatus } from '@portal/shared/loan';

const TONE: Record<LoanStatus, string> = { 待审批: 'warn', 审批中: 'info', 已通过: 'ok', 已驳回: 'bad', 已放款: 'ok' };

export function StatusTag({ status }: { status: string }) {
  return <span className={`el-tag el-tag-${TONE[status as LoanStatus] ?? 'info'}`}>{status}</span>;
}
