// First: zod must know it may not compile with eval before any schema parses (ADR 0054).
import './lib/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { createQueryClient } from './auth/query-client';
import { installZoomGuard } from './lib/zoom-guard';
import { registerServiceWorker } from './pwa/app-update';
import { ErrorBoundary } from './ui/error-boundary';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root"');

installZoomGuard();
registerServiceWorker();

const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
