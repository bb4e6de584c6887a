import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
