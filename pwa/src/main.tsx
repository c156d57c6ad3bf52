/**
 * Starts the PWA: the install capture first (the browser's install offer comes once, early), styles,
 * the router, (in production) the service worker with its update prompt, and the outbox's replay.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { registerServiceWorker, stampBuildId } from './features/app-update/index.ts';
import { startInstallCapture } from './features/install/index.ts';
import { createAppRouter } from './router.ts';
import './styles.css';

startInstallCapture();
stampBuildId();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

registerServiceWorker();
// The outbox replays unsynced writes (DESIGN.md §7); loaded after the first paint, off the first-visit budget.
void import('./sync/start-outbox-sync.ts').then(({ startOutboxSync }) => startOutboxSync());
// Held listings and favourites follow the server (changes call, account merge); lazy for the same reason.
void import('./features/offline/start-device-refresh.ts').then(({ startDeviceRefresh }) => startDeviceRefresh());
