/** Query keys of the audit log (/Base/auth-management/audit) and its other tabs. */
export const auditKeys = {
  all: ['audit-log'] as const,
  pages: () => [...auditKeys.all, 'page'] as const,
  uploads: () => [...auditKeys.all, 'uploads'] as const,
  browseStats: () => [...auditKeys.all, 'browse-stats'] as const,
};
