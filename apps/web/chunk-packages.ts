/**
 * A Vite plugin that writes .vite/chunk-packages.json: for each JavaScript file of the build, the npm packages
 * bundled into it. bench/web-cold-load flags a page whose files carry a heavy library (echarts, exceljs) by it:
 * once libraries are grouped into shared chunks (vite.config.ts), a file's name no longer says what is inside.
 */
import type { Plugin } from 'vite';

/**
 * Packages that must never load with the login page (the entry's budget is 250 KB gzip): the contracts' schemas
 * (zod), the tax calendar's holiday data, charts, spreadsheets. The build fails when one lands in the entry.
 */
export const NOT_IN_ENTRY = ['zod', 'chinese-days', 'echarts', 'zrender', 'exceljs'];

/** 'node_modules/a/node_modules/@b/c/x.js' → '@b/c' (the innermost package). */
function packageOf(id: string): string | undefined {
  const found = [...id.matchAll(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)];
  return found.at(-1)?.[1].replace('\\', '/');
}

export function chunkPackages(): Plugin {
  return {
    name: 'portal-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const table: Record<string, string[]> = {};
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      for (const c of chunks) {
        const packages = c.moduleIds.map(packageOf).filter((p): p is string => Boolean(p));
        table[c.fileName] = [...new Set(packages)].sort();
      }
      // The entry and the chunks it imports statically: what the login page loads before its first paint.
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const initial = new Set<string>();
      const visit = (name: string) => {
        const c = byName.get(name);
        if (!c || initial.has(name)) return;
        initial.add(name);
        c.imports.forEach(visit);
      };
      chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      const heavy = [...initial].flatMap((f) =>
        (table[f] ?? []).filter((p) => NOT_IN_ENTRY.includes(p)).map((p) => `${p} (${f})`),
      );
      if (heavy.length)
        this.error(`heavy packages in the login page's entry: ${heavy.join(', ')} (see apps/web/chunk-packages.ts)`);
      // The frame (main layout, its shared `lazy` chunk) must not load the data pages' chunk (vite.config.ts
      // `lazy-data`): a frame module matched by that group would make `lazy` import it, and every page load it.
      const isData = (name: string) => /(^|\/)lazy-data-[^/]+\.js$/.test(name);
      const frame = chunks.filter((c) => /(^|\/)(lazy|MainShell)-[^/]+\.js$/.test(c.fileName) && !isData(c.fileName));
      const leaks = frame.filter((c) => c.imports.some(isData)).map((c) => c.fileName);
      if (leaks.length)
        this.error(
          `the frame's chunks import the data pages' chunk: ${leaks.join(', ')} (see DATA_PAGE_MODULES in vite.config.ts)`,
        );
      // The first loads of the portal home and of the workbench (which the login page preloads) are the entry and
      // the main shell's chunk (vite.config.ts FRAME_MODULES): another chunk imported by it would be loaded with every
      // one of them (the shared `lazy` chunk once brought the other areas' code, zod and the realtime clients there).
      const shell = chunks.find((c) => /(^|\/)MainShell-[^/]+\.js$/.test(c.fileName));
      const beyond = shell?.imports.filter((f) => !initial.has(f)) ?? [];
      if (beyond.length)
        this.error(
          `the main shell's chunk imports ${beyond.join(', ')} beyond the entry: the portal home would load it (see FRAME_MODULES in vite.config.ts)`,
        );
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(table) });
    },
  };
}
