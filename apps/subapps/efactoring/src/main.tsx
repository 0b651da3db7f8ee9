/**
 * 保理业务 (§2.3 /efactoring): registered by the host as 'efactoring'. Clears the host's side menu on mount, shows the
 * signed-in user and enterprise from the props, and lists, creates, reads and withdraws the enterprise's factoring
 * applications through /japi/api/factoring.
 */
import { createRoot } from 'react-dom/client';
import { exposeReactApp } from '@portal/subapp-kit/react/mount';
import { App } from './App.tsx';
// The kit's shared look first: the app's own rules (same weight) come after it.
import '@portal/subapp-kit/react/kit.css';
import './shared/factoring.css';

// Exported too, so the IIFE's `var efactoring` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposeReactApp({
  name: 'efactoring',
  className: 'efactoring-app factoring-app',
  App,
  createRoot,
  clearSideMenu: true,
});
