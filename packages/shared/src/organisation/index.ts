/** Organisation-change applications (§2.5, §3, §4, §5, §7.6, §9): plates, tree rules, form, validation, file check, submit schema. */
export * from './types.ts';
export * from './tree.ts';
export * from './form.ts';
export * from './validate.ts';
export * from './file.ts';
export * from './modal.ts';
export * from './schema.ts';
export * from './messages.ts';
