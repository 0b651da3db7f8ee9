/**
 * A Vite plugin that writes .vite/chunk-packages.json: for each JavaScript file of the build, the npm packages
 * bundled into it. bench/web-cold-load flags a page whose files carry a heavy library (echarts, exceljs) by it:
 * once libraries are grouped into shared chunks (vite.config.ts), a file's name no longer says what is inside.
 */
import type { Plugin } from 'vite';

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
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        const packages = c.moduleIds.map(packageOf).filter((p): p is string => Boolean(p));
        table[c.fileName] = [...new Set(packages)].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(table) });
    },
  };
}
