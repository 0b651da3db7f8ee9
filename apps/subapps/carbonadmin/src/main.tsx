/**
 * Carbon assets operations sub-app (§1 碳资产, §2.3 mount path /carbonAdmin): registered by the host as 'carbonAdmin'.
 * Every enterprise's carbon accounts and their compliance state, the entry of allocations and verified emissions, and
 * the export of the list, through /japi/api/carbon.
 */
import { createRoot } from 'react-dom/client';
import { exposeReactApp } from '@portal/subapp-kit/react/mount';
import { App } from './App.tsx';
// The kit's shared look first: the app's own rules (same weight) come after it.
import '@portal/subapp-kit/react/kit.css';
import './carbonadmin.css';

// Exported too, so the IIFE's `var carbonAdmin` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposeReactApp({
  name: 'carbonAdmin',
  className: 'carbon-admin-app',
  App,
  createRoot,
  clearSideMenu: false,
});
