/** The tax area's rules. */
export * from './calendar.ts';
export * from './detail-link.ts';
export * from './enums.ts';
export * from './period.ts';
export * from './periods.ts';
export * from './preference-reference.ts';
export * from './table-check.ts';
export * from './tasks.ts';
export * from './vat.ts';
export * from './holidays.ts';
