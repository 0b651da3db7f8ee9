/** The notices area's rules. */
export * from './categories.ts';
export * from './financing.ts';
export * from './hidden-accounts.ts';
export * from './navigation.ts';
export * from './rules.ts';
