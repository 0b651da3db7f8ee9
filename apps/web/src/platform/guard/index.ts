export { RouteGuard } from './RouteGuard.tsx';
export { guardDecision, guardTarget, decisionTarget, documentTitleFor } from './decide.ts';
