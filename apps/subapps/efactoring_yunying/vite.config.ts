import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'efactoring_yunying' at /efactoring_yunying; served at /apps/efactoring_yunying/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({
    dir: import.meta.dirname,
    folder: 'efactoring_yunying',
    global: 'efactoring_yunying',
    title: '保理运营管理',
    entry: 'src/main.tsx',
    plugins: [react()],
  }),
);
