/**
 * Which sites a reader reads: anyone the enabled public sites (the news and the help centre), the knowledge base's
 * holders its internal site too (only through the knowledge calls). A channel is read as its site is. The sites and
 * channels are a handful of rows read on every public call, so each instance keeps them, dropped on content.changed
 * (every change of a site or a channel announces it) and on caches.reset.
 */
import { SITE_CODE } from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';
import { allSites, subjectSites, type SiteRow } from './site-repo.ts';

export type Reader = 'public' | 'knowledge';

interface Directory {
  byCode: Map<string, SiteRow>;
  byId: Map<string, SiteRow>;
  /** Channel id → its site id and whether it is shown. */
  channels: Map<string, { siteId: string; state: number }>;
}

const directory = perApp((deps) => {
  let loaded: Promise<Directory> | null = null;
  deps.bus.subscribe((e) => {
    if (e.type === 'content.changed' || e.type === 'caches.reset') loaded = null;
  });
  const load = async (): Promise<Directory> => {
    const sites = await allSites(deps.db);
    const channels = await subjectSites(deps.db);
    return {
      byCode: new Map(sites.map((s) => [s.siteCode.toLowerCase(), s])),
      byId: new Map(sites.map((s) => [s.id, s])),
      channels: new Map(channels.map((c) => [c.id, { siteId: c.siteId, state: c.state }])),
    };
  };
  return () =>
    (loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    }));
});

const readable = (site: SiteRow | undefined, reader: Reader): site is SiteRow =>
  Boolean(
    site && site.state === 1 && (reader === 'knowledge' ? site.siteCode === SITE_CODE.knowledge : site.isPublic === 1),
  );

/** The site's id, when the reader reads it. */
export async function readableSite(deps: Deps, code: string, reader: Reader): Promise<string | undefined> {
  const site = (await directory(deps)()).byCode.get(code.toLowerCase());
  return readable(site, reader) ? site.id : undefined;
}

/** Whether the reader reads the channel (shown, and in a site they read). */
export async function readableChannel(deps: Deps, subjectId: string, reader: Reader): Promise<boolean> {
  const dir = await directory(deps)();
  const channel = dir.channels.get(subjectId);
  return Boolean(channel && channel.state === 1 && readable(dir.byId.get(channel.siteId), reader));
}

/** The sites whose articles the reader opens by id. */
export async function readableSiteIds(deps: Deps, reader: Reader): Promise<string[]> {
  return [...(await directory(deps)()).byId.values()].filter((s) => readable(s, reader)).map((s) => s.id);
}
