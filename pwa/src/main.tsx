/**
 * Starts the PWA: the install capture first (the browser's install offer comes once, early), styles,
 * the router, (in production) the service worker with its update prompt, and the sync.
 */
// The entry's code is one chunk, and a chunk's code runs in one task: on a budget phone, one long task
// before the page could answer a tap. These stages come first, each running a large part of that code
// (Dexie, the database, React, the router) and then yielding, so the chunk's code runs in several
// shorter tasks. The bundler keeps the code in the order it is imported, each stage's after the last's.
import './start/stage-dexie.ts';
import './start/stage-database.ts';
import './start/stage-react.ts';
import './start/stage-router.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { registerServiceWorker, stampBuildId } from './features/app-update/index.ts';
import { startInstallCapture } from './features/install/index.ts';
import { db } from './db/app-db.ts';
import { registerOutboxExecutors } from './sync/outbox-executors.ts';
import { reportError, reportErrorAs } from './lib/report-error.ts';
import { nextTask } from './lib/next-task.ts';
import { whenSettled } from './lib/when-settled.ts';
import { createAppRouter } from './router.ts';
import { scheduleSyncStart } from './app/sync-start.ts';
import { isSignedInOnceChecked } from './features/auth/index.ts';
import type { InboxCursorRow } from './db/app-db.ts';
import { dismissFirstScreen, handOverFirstScreen } from './ui/first-screen.ts';
import './styles.css';

startInstallCapture();
stampBuildId();
// The app's sync and the features' kinds of queued write (app/outbox-kinds.ts), in one chunk loaded
// when the sync starts or the outbox is first flushed, whichever comes first.
const loadAppSync = () => import('./app/app-sync.ts');
registerOutboxExecutors(() => loadAppSync().then(({ executors }) => executors));

/** The inbox's cursor row (features/inbox owns it; its module is not loaded on a first visit). */
const FIRST_INBOX_KEY: InboxCursorRow['key'] = 'inboxCursor';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The entry's code has just run (one task on a slow phone). What follows is cut into tasks of its
// own — the router's creation, the first page's load, the worker, the outbox — so none holds the
// main thread as long as all of them would together. (Date formats are prepared by the pages that
// show dates: features/calendar.)
await nextTask();

// The browser history first (it rewrites the page's history entry, a call that is slow on a phone),
// then the router over it, each in a task.
const history = createBrowserHistory();
await nextTask();
const router = createAppRouter(history);
await nextTask();
// A server-written first screen stays over the app's page until that page is ready, or the visitor goes elsewhere.
handOverFirstScreen();
router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
  if (fromLocation && pathChanged) dismissFirstScreen();
});

// The page's code (a route's own chunk) is in before the first render, so React draws the page once
// rather than an empty outlet and then the page in a second, synchronous pass; and it draws it as a
// transition, in slices that leave the main thread free between them. Not awaited here: a route's
// chunk imports this entry, which must have finished evaluating for that import to resolve.
const root = createRoot(container);
const renderApp = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
// The route's chunk is evaluated in the task that resolves the load; the page is drawn in the next.
router
  .load()
  .then(nextTask)
  .then(renderApp, (error: unknown) => {
    reportError('loading the first page', error);
    renderApp();
  });
await nextTask();

registerServiceWorker();
await nextTask();
// The sync keeps the device in step: the outbox replays unsynced writes, held listings, favorites and
// the inbox follow the server. When it starts: app/sync-start.ts.
scheduleSyncStart({
  waitingWrites: () => db.outbox.count(),
  firstInboxDue: async () => (await isSignedInOnceChecked()) && !(await db.inboxCursor.get(FIRST_INBOX_KEY)),
  whenSettled,
  start: () => void loadAppSync().then(({ startAppSync }) => startAppSync(), reportErrorAs('starting the sync')),
  report: reportError,
});
