import type { ReactNode } from 'react';
import type { ButtonCode } from '@portal/shared';
import { useMenuStore } from '../session/menus-store.ts';

export interface PermissionProps {
  /** A button permission code of the catalogue (shared permissions.ts BUTTON); with several, any one grants. */
  code: ButtonCode | readonly ButtonCode[];
  children: ReactNode;
  /** Rendered instead of nothing when the code is not granted (default: nothing, as §6 removes the element). */
  fallback?: ReactNode;
}

/** §6 button-level directive: the children are removed unless the code is in the user's btnPerm list. */
export function Permission({ code, children, fallback = null }: PermissionProps) {
  const codes: readonly ButtonCode[] = typeof code === 'string' ? [code] : code;
  const granted = useMenuStore((s) => codes.some((c) => s.btnPerm.includes(c)));
  return <>{granted ? children : fallback}</>;
}
