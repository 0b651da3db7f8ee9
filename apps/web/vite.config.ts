import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

/** The app version keys cookies and local storage (§9: "cookie key prefix includes the app version"). */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = {
  '/japi': { target: apiTarget, ws: true, changeOrigin: true },
  // Reference sub-applications (§2.3) are built and served by the server under /apps/<name>/.
  '/apps': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
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
          ],
        },
      },
    },
  },
});
