/**
 * §2.3 registry of the embedded sub-applications: one entry per mount path, its qiankun name, its entry under
 * /apps/<folder>/, and whether the path is served by a sub-app or by the host's own pages. The workbench,
 * organisation, CRM and insurance-operations areas are host pages in this project unless configured otherwise
 * (docs/subapps.md says how).
 */
import type { UserInfo } from './api/user.ts';
import { SUB_APP_MOUNT_PATHS, findSubAppMount } from './routes.ts';

/** The signed-in user as the host hands it to a sub-app (standalone runs: empty strings). */
export type SubAppUser = Pick<UserInfo, 'userId' | 'account' | 'userName' | 'showName' | 'entId' | 'entName'> &
  Partial<UserInfo>;

/** A user with nothing in it: what a sub-app sees with no host, or before the host has its user. */
export const NO_SUBAPP_USER: SubAppUser = {
  userId: '',
  account: '',
  userName: '',
  showName: '',
  entId: '',
  entName: '',
};

/**
 * What the host passes every sub-app (docs/subapps.md), declared once for both sides: the host builds it
 * (apps/web platform/micro/loader.ts), the sub-apps read it (apps/subapps/kit contract.ts adds qiankun's container).
 */
export interface SubAppHostProps {
  /** The current session token. A function: call it for every request, never keep the value. */
  getToken: () => string | null;
  /** The signed-in user, read when accessed (a mount after an enterprise switch sees the current one). */
  readonly user: SubAppUser;
  /** Empties the host's side menu (§2.3: the loan sub-app does this on mount). */
  clearSideMenu: () => void;
  /** The mount path in the host, e.g. '/eLoan'. */
  basePath: string;
}

export type SubAppMode = 'subapp' | 'host';

export interface SubAppDef {
  /** qiankun registration name = the global the bundle assigns its lifecycles to. */
  name: string;
  /** The spec's mount path (§2.3). */
  mountPath: string;
  /** Where the server serves its build: /apps/<folder>/. */
  entry: string;
  /** The sub-app routes by the URL fragment (/lease#/admin). */
  hashRouted: boolean;
  mode: SubAppMode;
}

/** Mount paths the host serves with its own pages by default. */
export const HOST_PAGE_MOUNT_PATHS: readonly string[] = [
  '/workbenches/newIndex',
  '/organization/index',
  '/crm',
  '/eInsuranceOperate',
  '/CMS',
];
const HASH_ROUTED: readonly string[] = ['/lease', '/futures'];

/** '/eLoan' → name 'eLoan', folder 'eloan'; '/organization/index' → 'organization-index'. */
function defFor(mountPath: string): Omit<SubAppDef, 'mode'> {
  const name = mountPath.replace(/^\//, '').replace(/\//g, '-');
  return { name, mountPath, entry: `/apps/${name.toLowerCase()}/`, hashRouted: HASH_ROUTED.includes(mountPath) };
}

/**
 * "crm=subapp,eLoan=host" (names or mount paths, case-insensitive) → mode overrides. Unknown names are reported,
 * not ignored, so a typo in a deployment's setting is seen.
 */
export function parseSubAppModes(setting: string | undefined): {
  modes: Record<string, SubAppMode>;
  unknown: string[];
} {
  const modes: Record<string, SubAppMode> = {};
  const unknown: string[] = [];
  for (const part of (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [rawKey, rawMode] = part.split('=').map((s) => s.trim());
    const mount = SUB_APP_MOUNT_PATHS.find((m) => {
      const k = rawKey.toLowerCase();
      return m.toLowerCase() === k || defFor(m).name.toLowerCase() === k || m.toLowerCase() === `/${k}`;
    });
    if (!mount || (rawMode !== 'subapp' && rawMode !== 'host')) unknown.push(part);
    else modes[mount] = rawMode;
  }
  return { modes, unknown };
}

/** The 24 entries with their modes: defaults, then the overrides. */
export function subAppRegistry(overrides: Record<string, SubAppMode> = {}): SubAppDef[] {
  return SUB_APP_MOUNT_PATHS.map((mountPath) => ({
    ...defFor(mountPath),
    mode: overrides[mountPath] ?? (HOST_PAGE_MOUNT_PATHS.includes(mountPath) ? 'host' : 'subapp'),
  }));
}

/** The sub-app that serves a location (pathname; a hash never changes the match), or undefined. */
export function matchSubApp(registry: readonly SubAppDef[], pathname: string): SubAppDef | undefined {
  const mount = findSubAppMount(pathname);
  const def = mount ? registry.find((d) => d.mountPath === mount) : undefined;
  return def?.mode === 'subapp' ? def : undefined;
}
