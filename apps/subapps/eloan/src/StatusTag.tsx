import type { LoanStatus } from '@portal/shared/loan';
import { StatusTag as Tag, type Tone } from '@portal/subapp-kit/react/status-tag';

const TONE: Record<LoanStatus, Tone> = { 待审批: 'warn', 审批中: 'info', 已通过: 'ok', 已驳回: 'bad', 已放款: 'ok' };

export function StatusTag({ status }: { status: string }) {
  return <Tag status={status} tones={TONE} />;
}
