export { hasBtnPerm, useBtnPerm, useHoldsMenu } from './permission.ts';
export { Permission } from './Permission.tsx';
export type { PermissionProps } from './Permission.tsx';
// PermissionTree (the §4 tree, antd Tree) is imported from './PermissionTree.tsx' by the pages that use it: this index
// is on the frame's path (every gated button), and the tree belongs to the data pages' chunk (vite.config.ts).
