/**
 * Which §2.3 mount paths are sub-apps and which are host pages: the shared registry's defaults, overridden by
 * the build setting VITE_SUBAPP_MODES (e.g. "crm=subapp,eLoan=host"; docs/subapps.md).
 */
import { parseSubAppModes, subAppRegistry, type SubAppDef } from '@portal/shared';

const setting = import.meta.env.VITE_SUBAPP_MODES as string | undefined;
const { modes, unknown } = parseSubAppModes(setting);
if (unknown.length) console.warn(`[subapps] VITE_SUBAPP_MODES: unknown entries ignored: ${unknown.join(', ')}`);

export const SUB_APPS: readonly SubAppDef[] = subAppRegistry(modes);
