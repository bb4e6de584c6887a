import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadDesktopFrame } from './app/frame/lazy-desktop-frame';
import { preloadAntd } from './app/antd-scope';
import { preloadSiteRoutes } from './app/router';

preloadDesktopFrame();
preloadAntd(window.location.pathname);
preloadSiteRoutes(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// antd-mobile's imperative Dialog/Toast need React 19's createRoot (lib/antd-mobile-render). Every module that
// calls them imports the hook itself; set it here too, after the first render starts, for any that might not. Its
// async helpers (tslib, rc-util) stay out of the first load.
void import('./lib/antd-mobile-render');
