export * from './rules.ts';
export * from './messages.ts';
