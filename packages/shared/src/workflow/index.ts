/** Approval workflow: definitions as data, a pure reducer, who may act, history rows and the audit submit. */
export * from './types.ts';
export * from './messages.ts';
export * from './actor.ts';
export * from './definition.ts';
export * from './reducer.ts';
export * from './history.ts';
export * from './audit.ts';
