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
