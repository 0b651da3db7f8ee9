/**
 * eLoan reference sub-app (issue 3): registered by the host as 'eLoan' at /eLoan. Clears the host's side menu on
 * mount (§2.3), shows the signed-in user and enterprise from the props, and lists / creates loan applications
 * through /japi/api/eloan.
 */
import { createRoot } from 'react-dom/client';
import { exposeReactApp } from '@portal/subapp-kit/react/mount';
import { App } from './App.tsx';
// The kit's shared look first: the app's own rules (same weight) come after it.
import '@portal/subapp-kit/react/kit.css';
import './eloan.css';

// Exported too, so the IIFE's `var eLoan` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposeReactApp({
  name: 'eLoan',
  className: 'eloan-app',
  App,
  createRoot,
  clearSideMenu: true,
});
