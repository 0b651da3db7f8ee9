import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'bestPay' at /bestPay; served at /apps/bestpay/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({
    dir: import.meta.dirname,
    folder: 'bestpay',
    global: 'bestPay',
    title: '翼支付',
    entry: 'src/main.tsx',
    plugins: [react()],
  }),
);
