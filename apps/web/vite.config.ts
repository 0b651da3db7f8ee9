import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPackages } from './chunk-packages.ts';
import { endpointRoutes } from './endpoint-routes.ts';
import { precompress } from './precompress.ts';
import { routeChunks } from './route-chunks.ts';

/** The app version keys cookies and local storage (§9: "cookie key prefix includes the app version"). */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The websocket clients and the wire protocol they parse (§4 chat websocket and real-time channel): every signed-in
 * page opens the notice channel, the chat pages and the chat sphere the chat, each through a dynamic import. In a chunk
 * of their own, or the frame's shared `lazy` chunk would take them (several chunks use them) and load zod on every page.
 */
const REALTIME_MODULES = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/]platform[\\/]realtime[\\/](socket|chat-client|realtime-channel|tickets)\.ts$`,
    String.raw`packages[\\/]shared[\\/]src[\\/]realtime[\\/](protocol|close-codes|urls)\.ts$`,
  ].join('|'),
);

/**
 * Pagination and the select it offers page sizes with: the data pages' tables use them, and so do other pages (the
 * chat's consultation history). In the data pages' chunk, `lazy` would import that chunk for them.
 */
const PAGINATION_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/]@rc-component[\\/](pagination|select|virtual-list)[\\/]`,
    String.raw`node_modules[\\/]antd[\\/]es[\\/](pagination|select)[\\/]`,
  ].join('|'),
);

/** The chat's components, hooks and calls, not its pages and sphere (each keeps its own chunk). */
const CHAT_MODULES = /apps[\\/]web[\\/]src[\\/]features[\\/]chat[\\/](?!\w+Page\.tsx$|ChatSphere\.tsx$)/;

/** The news pages' components and calls, not the pages' own modules. */
const NEWS_MODULES = /apps[\\/]web[\\/]src[\\/]features[\\/]news[\\/](?!\w+Page\.tsx$)/;

/** Modules only the data pages (lists, forms, tables, charts) use: grouped apart from the frame's lazy chunk. */
const DATA_PAGE_MODULES = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/](features[\\/]tax|platform[\\/](list|export|charts|workflow|attachment))[\\/]`,
    String.raw`apps[\\/]web[\\/]src[\\/]platform[\\/]permission[\\/]PermissionTree\.tsx$`,
    String.raw`packages[\\/]shared[\\/]src[\\/]tax[\\/]`,
    String.raw`node_modules[\\/]dayjs[\\/]plugin[\\/]`,
    String.raw`node_modules[\\/]@rc-component[\\/](table|picker|upload|input-number|mini-decimal|switch|progress|tree|segmented)[\\/]`,
    String.raw`node_modules[\\/]antd[\\/]es[\\/](table(?![\\/]TableMeasureRowContext)|list|date-picker|calendar|upload|input-number|switch|progress|tree|timeline|segmented)[\\/]`,
  ].join('|'),
);

/**
 * The main-layout frame and the two pages a first visit lands on: the frame (MainShell, the layouts, the header, the
 * notice channel's hooks) with the portal home (/finance/home, signed out) and the workbench (after sign-in, and what
 * the login page preloads). With their dependencies, the antd components they use among them, they are one chunk,
 * so these first loads take the entry and this chunk and nothing else. Before, what they shared with any other page
 * sat in the one `lazy` chunk of every page's shared code, and with it the other areas' components, zod and the
 * realtime clients: /finance/home went from 315 to 384 KB of JavaScript (brotli) as the areas came. Not the lazily
 * loaded parts of the frame (the footer's QR codes, the widgets, the notice dialogs): they keep their own chunks.
 */
const FRAME_MODULES = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/]app[\\/](MainShell\.tsx|query-client\.ts)$`,
    String.raw`apps[\\/]web[\\/]src[\\/]layouts[\\/](?!components[\\/]FooterQrCode\.tsx$)`,
    String.raw`apps[\\/]web[\\/]src[\\/]features[\\/](header|workbench|quick-help)[\\/]`,
    // The landing page and what it shows; the product homes, 集团内部首页 and 新版首页 are pages of their own.
    String.raw`apps[\\/]web[\\/]src[\\/]features[\\/]finance-home[\\/](FinanceHomePage\.tsx|banner\.ts|products\.tsx|ProductCard\.tsx|finance-home\.css|api[\\/](get-product-homes|keys)\.ts)$`,
  ].join('|'),
);

const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://127.0.0.1:8080';
// changeOrigin rewrites Host, so the server sees another origin than the page's: run it with
// WS_ALLOWED_ORIGINS=http://localhost:5173 for the websockets (/japi/ws/…, /ws/…) to be accepted in development.
const proxy = {
  '/japi': { target: apiTarget, ws: true, changeOrigin: true },
  '/ws': { target: apiTarget, ws: true, changeOrigin: true },
  // Reference sub-applications (§2.3) are built and served by the server under /apps/<name>/.
  '/apps': { target: apiTarget, changeOrigin: true },
};

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell that started it has (NODE_ENV=development npm start
  // shipped React's development build); only the dev server (`vite`) is development. Vite reads NODE_ENV after
  // loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config = {
  plugins: [react(), endpointRoutes(), routeChunks(), chunkPackages(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-cold-load reads per-route JavaScript sizes from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // zod's schema builders have no side effects: an unused schema (packages/shared/src/notices/rules.ts's
      // NoticeSchema beside the rules the header uses) is dropped, so importing a rule does not import zod. A future
      // `z.config(...)` (a call for its effect) must then be kept by using its result.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Vite 8 (Rolldown) replaces Rollup's manualChunks with codeSplitting groups.
        codeSplitting: {
          groups: [
            // React, its DOM renderer and the router: needed by every page, changes rarely.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            // Only the antd modules the first paint needs (ConfigProvider, App, the login form...).
            // Tables, menus, charts etc. stay in the lazy chunks of the pages that use them, so the
            // login page stays light.
            {
              name: 'antd-vendor',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs|classnames|clsx)[\\/]/,
              tags: ['$initial'],
              priority: 20,
            },
            // The entry's own code (app, shared rules) as one file rather than a small chunk per module that
            // lazy pages also import.
            { name: 'app', tags: ['$initial'], test: /(apps[\\/]web[\\/]src|packages[\\/]shared)[\\/]/, priority: 10 },
            // Lazy code shared by several pages (antd components, icons, layout helpers) in one chunk. Left to
            // itself Rolldown made a chunk per set of pages using a module, down to one per icon: /finance/home
            // needed 48 files, queueing 6 at a time over HTTP/1.1; now 8 (LCP median ~790 → ~640 ms here). One
            // chunk cannot form an import cycle (merging by neighbourhood did, and broke antd's Modal). The
            // login page is in the entry (src/app/pages.tsx), so none of this is on its first load; register
            // and forgot-password load ~50 KB gzip more than they use.
            // The data pages' own toolkit (tax area and the areas to come): the list, export and chart kits, the
            // shared tax rules, zod (the VAT preference rules), and the antd/rc parts only data pages use (tables,
            // pickers, uploads, calendars...). Without this group they joined `lazy` and every page, /finance/home
            // too, loaded them (lazy grew from 91 to 304 KB gzip). The portal frame and its pages import none of
            // these, so they do not load this chunk.
            // zod (the realtime frames' schemas, the tax rules): a chunk of its own, loaded by the realtime clients and
            // the data pages, never by the frame (`z` calls are pure below, so a rule module's unused schemas drop out).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 9 },
            { name: 'realtime', test: REALTIME_MODULES, priority: 9, includeDependenciesRecursively: false },
            { name: 'pagination', test: PAGINATION_MODULES, priority: 8, includeDependenciesRecursively: false },
            {
              name: 'lazy-data',
              minShareCount: 2,
              priority: 8,
              test: DATA_PAGE_MODULES,
              // Only the matched modules: their dependencies (antd's utilities, rc-util...) are the frame's too and
              // stay in `lazy`, else the frame would load this chunk for them. A module the frame's components
              // import (antd's Tooltip reads table/TableMeasureRowContext, Radio uses checkbox) must not match:
              // `lazy` would import this chunk (the build check below the groups keeps that from coming back).
              includeDependenciesRecursively: false,
            },
            // Named after the frame's module: the chunk the server preloads for every main-layout page.
            { name: 'MainShell', test: FRAME_MODULES, priority: 7 },
            // antd's Result and its illustrations, which the frame loads only to show a failure
            // (src/platform/lazy/result.tsx): apart, or the pages that import it would put it in `lazy`.
            { name: 'result', test: /node_modules[\\/]antd[\\/]es[\\/]result[\\/]/, priority: 6 },
            // The chat's shared parts (§2.4: the sphere of every signed-in page, the consultation pages, the service
            // console), with what they alone use (the pagination of past consultations, the chat client): apart from
            // `lazy`, which every other page loads.
            { name: 'chat', test: CHAT_MODULES, priority: 6, includeDependenciesRecursively: false },
            // The public news pages' shared parts (they page with the list kit, whose modules are the data pages'):
            // apart from `lazy`, which the frame imports.
            { name: 'news', test: NEWS_MODULES, priority: 6, includeDependenciesRecursively: false },
            { name: 'lazy', minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
} satisfies UserConfig;
