/**
 * §3 approval history rows as the approval-history tables show them. The row keeps the raw operation type; the
 * outcome column goes through the existing APPROVAL_OUTCOME_LABEL so there is one mapping (办理 → 同意, the three
 * returns → 驳回, anything else as it is).
 */
import { APPROVAL_OUTCOME_LABEL } from '../constants.ts';
import type { ApprovalHistoryRow } from './types.ts';

/** The outcome column of a history row (§4 Approval outcome labels). */
export function historyOutcome(row: Pick<ApprovalHistoryRow, 'operationTypeString'>): string {
  return APPROVAL_OUTCOME_LABEL(row.operationTypeString);
}

/** A row with its outcome label, for tables that render a plain column list. */
export function historyRowForDisplay(row: ApprovalHistoryRow): ApprovalHistoryRow & { outcome: string } {
  return { ...row, outcome: historyOutcome(row) };
}
