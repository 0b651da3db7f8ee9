export * from './rules.ts';
export * from './allow-list.ts';
