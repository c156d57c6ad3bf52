/** Starts the PWA: styles, the router, and (in production) the service worker. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import { createAppRouter } from './router.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

registerServiceWorker();
