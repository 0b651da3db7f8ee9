import type { FactoringStatus } from '@portal/shared/factoring/rules';
import { StatusTag as Tag, type Tone } from '@portal/subapp-kit/react/status-tag';

const TONE: Record<FactoringStatus, Tone> = {
  待审核: 'warn',
  已通过: 'info',
  已驳回: 'bad',
  已撤回: 'muted',
  已放款: 'ok',
};

/** A factoring application's status (保理业务 and 保理运营管理 alike). */
export function StatusTag({ status }: { status: string }) {
  return <Tag status={status} tones={TONE} />;
}
