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

/**
 * The entry (which holds the login page) and, per lazy page, the JavaScript it adds on top of the entry's
 * closure. Flags heavy libraries by what the files bundle, whatever their names.
 */
export function perPageSizes(dist: string): { page: string; raw: number; gzip: number; heavy: string }[] {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const base = closure(manifest, entryKey);
  const entryFiles = [...base].filter((f) => f.endsWith('.js'));
  const entry = {
    page: 'entry, with the login page',
    ...fileSizes(dist, entryFiles),
    heavy: heavyIn(dist, entryFiles),
  };
  const pages = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry && c.src?.includes('/features/'))
    .map(([key, c]) => {
      const files = [...closure(manifest, key)].filter((f) => !base.has(f) && f.endsWith('.js'));
      return { page: c.src!.replace(/^src\/features\//, ''), ...fileSizes(dist, files), heavy: heavyIn(dist, files) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return [entry, ...pages];
}
