import { useSession } from '../../platform/session/store.ts';

/** Signed-in users go back to the workbench; everyone else to the public finance home. */
export const WORKBENCH_PATH = '/workbenches/newIndex';
export const FINANCE_HOME_PATH = '/finance/home';

export function useHomePath(): string {
  const token = useSession((s) => s.token);
  return token ? WORKBENCH_PATH : FINANCE_HOME_PATH;
}
