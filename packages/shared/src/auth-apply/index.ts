/** Authorisation applications (§2.5, §3, §4, §5): types, modal modes, form transitions, validation, user picker, payload schema. */
export * from './types.ts';
export * from './messages.ts';
export * from './modal.ts';
export * from './form.ts';
export * from './validate.ts';
export * from './user-picker.ts';
export * from './schema.ts';
export * from './menus.ts';
