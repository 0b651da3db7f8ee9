import { defineConfig } from 'vite';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'lease' at /lease (admin at /lease#/admin); served at /apps/lease/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({ dir: import.meta.dirname, folder: 'lease', global: 'lease', title: '融资租赁' }),
);
