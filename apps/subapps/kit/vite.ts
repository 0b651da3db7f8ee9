/**
 * The qiankun build of a reference sub-app (docs/subapps.md). qiankun loads `/apps/<folder>/` through
 * import-html-entry, which fetches the HTML and evaluates its CLASSIC scripts (no ES modules). So each sub-app is
 * built in Vite library mode as ONE IIFE script (hashed name under assets/, cached for a year by the server) plus
 * one CSS file, and this plugin writes the dist/index.html that references both with plain tags.
 */
import path from 'node:path';
import type { Plugin, PluginOption, UserConfig } from 'vite';

export interface SubAppBuildOptions {
  /** The sub-app's folder (pass import.meta.dirname of its vite.config.ts). */
  dir: string;
  /** Folder name under apps/subapps/ = the URL segment: served at /apps/<folder>/. */
  folder: string;
  /** The qiankun registration name; the bundle assigns its lifecycles to window[global]. */
  global: string;
  /** <title> of the standalone page. */
  title: string;
  /** Entry module, relative to dir (default src/main.ts). */
  entry?: string;
  plugins?: PluginOption[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes dist/index.html: the CSS as <link>, a #subapp-root, and the IIFE bundle as a classic <script>. */
function entryHtml(o: SubAppBuildOptions, base: string): Plugin {
  return {
    name: 'portal-subapp-entry-html',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_opts, bundle) {
        const files = Object.values(bundle);
        const js = files.filter((f) => f.type === 'chunk' && f.isEntry).map((f) => f.fileName);
        const css = files.filter((f) => f.type === 'asset' && f.fileName.endsWith('.css')).map((f) => f.fileName);
        if (js.length !== 1) this.error(`expected one entry chunk, got ${js.join(', ') || 'none'}`);
        const html = [
          '<!doctype html>',
          '<html lang="zh-CN">',
          '<head>',
          '<meta charset="UTF-8" />',
          '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
          `<title>${escapeHtml(o.title)}</title>`,
          // No favicon request (a 404 in the console) when the page is opened standalone.
          '<link rel="icon" href="data:," />',
          ...css.map((f) => `<link rel="stylesheet" href="${base}${f}" />`),
          '</head>',
          '<body>',
          // qiankun puts this body into the host's container; the app renders its own root inside it.
          '<div id="subapp-root"></div>',
          // Classic script on purpose: import-html-entry cannot evaluate type="module".
          `<script src="${base}${js[0]}"></script>`,
          '</body>',
          '</html>',
          '',
        ].join('\n');
        this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      },
    },
  };
}

export function subAppConfig(o: SubAppBuildOptions): UserConfig {
  // Sub-apps are only ever built (they have no dev server): always a production build, whatever NODE_ENV the shell
  // has. Otherwise the React plugin compiles JSX for the development runtime (jsxDEV), which the production React
  // lacks, and the sub-app fails to mount. Vite reads NODE_ENV after loading the config that calls this.
  process.env.NODE_ENV = 'production';
  const base = `/apps/${o.folder}/`;
  return {
    root: o.dir,
    base,
    publicDir: false,
    plugins: [...(o.plugins ?? []), entryHtml(o, base)],
    // Library mode leaves process.env.NODE_ENV in place (for library consumers); this bundle is the app itself.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      cssCodeSplit: false,
      reportCompressedSize: false,
      lib: {
        entry: path.resolve(o.dir, o.entry ?? 'src/main.ts'),
        name: o.global,
        formats: ['iife'],
        cssFileName: o.folder,
      },
      rolldownOptions: {
        output: {
          // Hashed names under assets/: the server caches those for a year, index.html never.
          entryFileNames: `assets/${o.folder}-[hash].js`,
          assetFileNames: `assets/${o.folder}-[hash][extname]`,
        },
      },
    },
  };
}
