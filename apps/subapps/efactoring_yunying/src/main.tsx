/**
 * 保理运营管理 (§2.3 /efactoring_yunying): registered by the host as 'efactoring_yunying'. Clears the host's side menu on
 * mount; operations review factoring applications on the workflow, register payments and export the list, through
 * /japi/api/factoring.
 */
import { createRoot } from 'react-dom/client';
import { exposeReactApp } from '@portal/subapp-kit/react/mount';
import { App } from './App.tsx';
// The kit's shared look first: the app's own rules (same weight) come after it.
import '@portal/subapp-kit/react/kit.css';
import '../../efactoring/src/shared/factoring.css';

// Exported too, so the IIFE's `var efactoring_yunying` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposeReactApp({
  name: 'efactoring_yunying',
  className: 'efactoring-ops-app factoring-app',
  App,
  createRoot,
  clearSideMenu: true,
});
