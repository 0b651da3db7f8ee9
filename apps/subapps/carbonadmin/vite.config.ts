import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'carbonAdmin' at /carbonAdmin; served at /apps/carbonadmin/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({
    dir: import.meta.dirname,
    folder: 'carbonadmin',
    global: 'carbonAdmin',
    title: '碳资产运营管理',
    entry: 'src/main.tsx',
    plugins: [react()],
  }),
);
