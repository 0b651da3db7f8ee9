/**
 * A Vite plugin that writes route-chunks.json beside index.html: for the main shell and each page module of the
 * route table (the 建设中 page among them), the JavaScript and CSS files it needs beyond the entry. The server puts a route's files into the
 * index.html it answers (<link rel="modulepreload">, <link rel="stylesheet">), so the browser fetches them together
 * with the entry; Vite's loader then finds them there instead of adding them, and waiting for the CSS, itself.
 *
 * Why: without the hints a page's chunks are discovered only once the entry has downloaded and run (~200 ms into
 * a cold /finance/home load on this machine), and then queue six at a time (HTTP/1.1) behind each other.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { RouteChunks } from '@portal/shared';
// By path, not by package name: this config runs in Node, which cannot load the package's TypeScript entry.
import { PAGE_MODULES, ROUTE_CHUNKS_FILE } from '../../packages/shared/src/route-code.ts';
import { firstPaints } from './first-paint.ts';

/** The main-layout frame (layout, header, menus, react-query), under src/. */
const MAIN_SHELL_MODULE = 'app/MainShell';

export function routeChunks(): Plugin {
  let src = '';
  // The build's sub-app modes (docs/subapps.md): the server decides which page a location has with the same ones.
  let subAppModes = '';
  return {
    name: 'portal-route-chunks',
    apply: 'build',
    configResolved(config) {
      src = path.resolve(config.root, 'src');
      subAppModes = (config.env.VITE_SUBAPP_MODES as string | undefined) ?? '';
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (chunk: Rolldown.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const next = byFile.get(file);
          if (next) closure(next, seen);
        }
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const loadedWithEntry = closure(entry);
      const filesOf = (module: string): string[] => {
        const id = path.join(src, `${module}.tsx`);
        // Its own chunk, or the group's chunk that holds it (vite.config.ts: the frame and its landing pages).
        const chunk =
          chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === id) ??
          chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`no chunk for src/${module}.tsx`);
        // A page that is part of the entry needs nothing more.
        if (loadedWithEntry.has(chunk.fileName)) return [];
        const js = [...closure(chunk)].filter((f) => !loadedWithEntry.has(f));
        const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        return [...js, ...new Set(css)].map((f) => `/${f}`);
      };
      const table: RouteChunks = {
        subAppModes,
        shell: filesOf(MAIN_SHELL_MODULE),
        pages: Object.fromEntries(PAGE_MODULES.map((page) => [page, filesOf(`features/${page}`)])),
        firstPaint: firstPaints(),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(table) });
    },
  };
}
