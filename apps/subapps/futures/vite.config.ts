import { defineConfig } from 'vite';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'futures' at /futures (login at /futures#/login1); served at /apps/futures/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({ dir: import.meta.dirname, folder: 'futures', global: 'futures', title: '期货业务' }),
);
