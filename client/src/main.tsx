// First: zod must know it may not compile with eval before any schema parses (ADR 0054).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { installZoomGuard } from './lib/zoom-guard';
import { registerServiceWorker } from './pwa/app-update';
import { ErrorBoundary } from './ui/error-boundary';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root"');

installZoomGuard();
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <RouterProvider router={router} />
    </ErrorBoundary>
  </StrictMode>,
);
