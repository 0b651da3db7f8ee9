import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'eFinancialGateway' at /eFinancialGateway; served at /apps/efinancialgateway/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({
    dir: import.meta.dirname,
    folder: 'efinancialgateway',
    global: 'eFinancialGateway',
    title: '金融网关',
    entry: 'src/main.tsx',
    plugins: [react()],
  }),
);
