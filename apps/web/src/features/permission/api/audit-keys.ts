/** Query keys of the audit log (/Base/auth-management/audit). */
export const auditKeys = {
  all: ['audit-log'] as const,
  pages: () => [...auditKeys.all, 'page'] as const,
};
