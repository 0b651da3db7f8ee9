import { BUTTON, MENU, normalizePath, type ButtonCode } from '@portal/shared';

/**
 * The two pages of RoleAdminPage: the operations side (/Base/auth-management/role: every role, BUTTON.role.*,
 * 角色端 column and filter, export) and a company admin (/userCenter/authorityManagement: their enterprise's roles,
 * BUTTON.entRole.*, new roles always roleConfig 2, no export).
 */
export interface RoleVariant {
  /** true: the operations page. */
  ops: boolean;
  codes: {
    add: ButtonCode;
    edit: ButtonCode;
    delete: ButtonCode;
    allocateMenu: ButtonCode;
    users: ButtonCode;
    /** Operations only. */
    export: ButtonCode | null;
  };
}

const OPS: RoleVariant = {
  ops: true,
  codes: { ...BUTTON.role },
};

const ENT: RoleVariant = {
  ops: false,
  codes: { ...BUTTON.entRole, export: null },
};

/** The company admin's page by its path; any other path is the operations page. */
export function roleVariantOf(path: string): RoleVariant {
  return normalizePath(path) === MENU.permission.entAuthority ? ENT : OPS;
}

export const ROLE_CONFIG_LABEL: Record<1 | 2, string> = { 1: '运营端', 2: '客户端' };
