import type { CarbonState } from '@portal/shared/carbon/rules';
import { StatusTag, type Tone } from '@portal/subapp-kit/react/status-tag';

const TONE: Record<CarbonState, Tone> = { 未履约: 'warn', 部分履约: 'info', 已履约: 'ok' };

/** The compliance state, and 已逾期 beside it when the deadline has passed (碳资产 and its operations alike). */
export function StateTag({ state, overdue }: { state: CarbonState; overdue: boolean }) {
  return <StatusTag status={state} tones={TONE} note={overdue ? '已逾期' : undefined} />;
}
