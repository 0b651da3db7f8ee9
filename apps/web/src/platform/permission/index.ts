export { hasBtnPerm, useBtnPerm } from './permission.ts';
export { Permission } from './Permission.tsx';
export type { PermissionProps } from './Permission.tsx';
