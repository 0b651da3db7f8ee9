/** JavaScript sizes per route from the Vite build manifest: the entry's closure, and each lazy page's extra. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
}

export function gzipSize(buf: Buffer): number {
  return zlib.gzipSync(buf, { level: 9 }).length;
}

export function fileSizes(dist: string, files: Iterable<string>): Sizes {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gzip += gzipSize(buf);
  }
  return { raw, gzip };
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The static-import closure of a chunk (files). */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, seen);
  return seen;
}

const HEAVY = /^(echarts|zrender|exceljs)$/;

/** The heavy libraries bundled into these files, by the build's chunk-packages.json (apps/web/chunk-packages.ts). */
function heavyIn(dist: string, files: string[]): string {
  const table = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'chunk-packages.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return [...new Set(files.flatMap((f) => (table[f] ?? []).filter((p) => HEAVY.test(p))))].join(' ');
}

interface RouteChunks {
  shell: string[];
  pages: Record<string, string[]>;
}

/**
 * The entry (which holds the login page), the main shell, and per page module what it loads beyond the entry (the
 * files the server preloads for it, from the build's route-chunks.json: a page grouped into a shared chunk, as the
 * landing pages are into the main shell's, has no chunk of its own in the manifest), alone and with the main shell
 * that every main-layout page loads too. Flags heavy libraries by what the files bundle, whatever their names.
 */
export function perPageSizes(
  dist: string,
): { page: string; raw: number; gzip: number; withShellGzip: number; heavy: string }[] {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const entryFiles = [...closure(manifest, entryKey)].filter((f) => f.endsWith('.js'));
  const routes = JSON.parse(fs.readFileSync(path.join(dist, 'route-chunks.json'), 'utf8')) as RouteChunks;
  const js = (files: string[]) => files.filter((f) => f.endsWith('.js')).map((f) => f.replace(/^\//, ''));
  const shell = js(routes.shell);
  const row = (page: string, files: string[], withShell: string[]) => ({
    page,
    ...fileSizes(dist, files),
    withShellGzip: fileSizes(dist, new Set([...files, ...withShell])).gzip,
    heavy: heavyIn(dist, files),
  });
  const pages = Object.entries(routes.pages)
    .map(([page, files]) => row(page, js(files), shell))
    .sort((a, b) => b.withShellGzip - a.withShellGzip);
  return [row('entry, with the login page', entryFiles, []), row('main shell', shell, []), ...pages];
}
