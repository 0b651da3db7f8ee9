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

/** Per lazy page: the JavaScript it adds on top of the entry's closure. Flags heavy libraries. */
export function perPageSizes(dist: string): { page: string; raw: number; gzip: number; heavy: string }[] {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const base = closure(manifest, entryKey);
  return Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry && c.src?.includes('/features/'))
    .map(([key, c]) => {
      const files = [...closure(manifest, key)].filter((f) => !base.has(f) && f.endsWith('.js'));
      const s = fileSizes(dist, files);
      const heavy = files.filter((f) => /echarts|exceljs|zrender/i.test(f)).join(' ');
      return { page: c.src!.replace(/^src\/features\//, ''), raw: s.raw, gzip: s.gzip, heavy };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
