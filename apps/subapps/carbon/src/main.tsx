/**
 * Carbon assets sub-app (§1 碳资产, §2.3 mount path /carbon): registered by the host as 'carbon'. The enterprise's
 * carbon account per compliance year, its trades and its surrenders, through /japi/api/carbon.
 */
import { createRoot } from 'react-dom/client';
import { exposeReactApp } from '@portal/subapp-kit/react/mount';
import { App } from './App.tsx';
// The kit's shared look first: the app's own rules (same weight) come after it.
import '@portal/subapp-kit/react/kit.css';
import './carbon.css';

// Exported too, so the IIFE's `var carbon` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposeReactApp({
  name: 'carbon',
  className: 'carbon-app',
  App,
  createRoot,
  clearSideMenu: false,
});
