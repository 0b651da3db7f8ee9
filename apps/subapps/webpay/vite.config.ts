import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Relative on purpose: Vite bundles relative imports of its config, but externalises (and cannot run) a .ts package.
import { subAppConfig } from '../kit/vite.ts';

// Registered by the host as 'webPay' at /webPay; served at /apps/webpay/ (docs/subapps.md).
export default defineConfig(
  subAppConfig({
    dir: import.meta.dirname,
    folder: 'webpay',
    global: 'webPay',
    title: '网银支付',
    entry: 'src/main.tsx',
    plugins: [react()],
  }),
);
