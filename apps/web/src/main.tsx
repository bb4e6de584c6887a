import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadDesktopFrame } from './app/frame/lazy-desktop-frame';
import { preloadAntd } from './app/antd-scope';

preloadDesktopFrame();
preloadAntd(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
