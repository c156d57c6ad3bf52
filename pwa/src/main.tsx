/**
 * Starts the PWA: the install capture first (the browser's install offer comes once, early), styles,
 * the router, (in production) the service worker with its update prompt, and the outbox's replay.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { registerServiceWorker, stampBuildId } from './features/app-update/index.ts';
import { startInstallCapture } from './features/install/index.ts';
import { db } from './db/app-db.ts';
import { whenSettled } from './lib/when-settled.ts';
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
// The outbox replays unsynced writes (DESIGN.md §7). Writes left from an earlier visit go at once;
// otherwise its code loads once the page has settled, off the first-visit budget.
const startOutbox = () => void import('./sync/start-outbox-sync.ts').then(({ startOutboxSync }) => startOutboxSync());
db.outbox
  .count()
  .then((waiting) => (waiting > 0 ? startOutbox() : whenSettled(startOutbox)))
  .catch(() => whenSettled(startOutbox));
// Held listings and favourites follow the server (changes call, account merge): not urgent, pages
// revalidate what they show themselves.
whenSettled(() => void import('./features/offline/start-device-refresh.ts').then(({ startDeviceRefresh }) => startDeviceRefresh()));
