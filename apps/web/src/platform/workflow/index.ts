/** The workflow's pieces every area with approvals shows: the approval history timeline, the idempotency key of an action. */
export { ApprovalTimeline, outcomeOf, type ApprovalTimelineProps } from './ApprovalTimeline.tsx';
export { newIdempotencyKey } from './idempotency.ts';
