import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'efactoring' at /efactoring; served at /apps/efactoring/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({
    dir: import.meta.dirname,
    folder: 'efactoring',
    global: 'efactoring',
    title: '保理业务',
    entry: 'src/main.tsx',
    plugins: [react()],
  }),
);
