import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeCodeFor } from '@portal/shared';
import { App } from './app/App.tsx';
import { loadRouteCode } from './app/pages.tsx';
import { installRequestEffects } from './app/request-effects.ts';
import { startAccountLoad } from './app/SessionGate.tsx';
import { SUB_APPS } from './platform/micro/config.ts';

installRequestEffects();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// §4 start: the account (with a token) and the first route's code load side by side, while index.html's own
// loading text shows. Rendering once the code is in means the first render never suspends, so no spinner is
// committed and React's fallback throttle never holds the page back.
void startAccountLoad();
void loadRouteCode(routeCodeFor(window.location.pathname, SUB_APPS)).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
