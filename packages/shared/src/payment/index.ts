export * from './rules.ts';
export * from './capital.ts';
export * from './messages.ts';
