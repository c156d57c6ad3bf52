/**
 * Asks the server who is signed in (GET /api/auth/user) when a page loads, when a screen showing it is
 * drawn more than five minutes after the last answer, when the connection comes back and when the
 * outbox's write was refused for want of a session, and stores the answer in Dexie. isSessionCheckSettled
 * tells useAuth that the first answer (or failure) is in, so a device with no cached row can stop showing
 * "loading".
 */
import { isApiError } from '@pwa/lib/api-error.ts';
import { createCoalescingRunner, onSessionRefused, onSyncTrigger } from '@pwa/sync/core.ts';
import { fetchCurrentUser } from './auth-api.ts';
import { readSession, saveSession } from './session-store.ts';
import { readSignedInHint } from './signed-in-hint.ts';

type Listener = () => void;

let listeningForOnline = false;
/** When the last check answered (or failed), or null before the first. */
let answeredAt: number | null = null;
const listeners = new Set<Listener>();

// Screens asking at load share the check running; the connection coming back during one asks for one more.
const checks = createCoalescingRunner('checking who is signed in', async () => {
  try {
    await runCheck();
  } finally {
    answeredAt = Date.now();
    listeners.forEach((listener) => listener());
  }
});

export function isSessionCheckSettled(): boolean {
  return answeredAt !== null;
}

export function subscribeSessionCheck(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How long an answer stands before a screen that asks starts another check: five minutes, as the
 * current user's query is cached.
 */
export const SESSION_ANSWER_STANDS_MS = 5 * 60_000;

/**
 * The check a screen asks for when it shows who is signed in: the running one, or a new one when there
 * is no answer yet or the last is more than five minutes old. The screens of a page load (the header,
 * then a part drawn later below the fold) so share one check instead of each asking again; the device
 * also asks again when something says the answer may have changed (the connection back, a write
 * refused for want of a session, checkSession).
 */
export function checkSessionIfStale(): Promise<void> {
  if (answeredAt !== null && Date.now() - answeredAt < SESSION_ANSWER_STANDS_MS) return Promise.resolve();
  return checkSession();
}

/** Starts a check unless one is running; resolves when it has finished, never rejects. */
export function checkSession(): Promise<void> {
  if (!listeningForOnline) {
    listeningForOnline = true;
    onSyncTrigger((trigger) => {
      if (trigger === 'online') void checks.request();
    });
    // A write the outbox sent was refused for want of a session: which it is (signed out, deleted) is known at once.
    onSessionRefused(() => void checks.request());
  }
  return checks.join();
}

/**
 * Whether someone is signed in, waiting for the first check when it has not answered yet: for a tap
 * made while the header still reads "loading" (a first visit on a slow connection).
 */
export async function isSignedInOnceChecked(): Promise<boolean> {
  if (answeredAt === null) await checkSession();
  return Boolean((await readSession())?.user);
}

async function runCheck(): Promise<void> {
  const startedAt = Date.now();
  // No hint and nobody cached: this browser has no session (a first visit), and asking would only
  // earn a 401 in the console. A cached user is always asked about, hint or not, so an expired hint
  // never signs anyone out and a session ended elsewhere is still noticed.
  if (!(await readSignedInHint()) && !(await readSession())?.user) {
    await saveSession(null, startedAt);
    return;
  }
  try {
    await saveSession(await fetchCurrentUser(), startedAt);
  } catch (error) {
    // 401 is the server's "nobody is signed in". Anything else (offline, 5xx) leaves the cached
    // answer alone: a signed-in user stays signed in while the network is away.
    if (isApiError(error) && error.code === 'account-deleted') await forgetDeletedAccount(startedAt);
    else if (isApiError(error) && error.code === 'account-suspended') await forgetSuspendedAccount(startedAt);
    else if (isApiError(error) && error.status === 401) await forgetSignedOutAccount(startedAt);
    else throw error;
  }
}

/**
 * The server no longer knows the account this device holds: it was signed out elsewhere (another
 * tab, the sign-out page a link from another site leads to) or its session expired. What was cached
 * for it goes, as at sign-out, so the next person on this phone does not see it; its unsent writes
 * and unsaved forms stay for its next sign-in (clearLocalData keeps them). A sign-in that landed
 * after this check started is newer and is left alone. Loaded on demand: first visits never need it.
 */
async function forgetSignedOutAccount(learntAt: number): Promise<void> {
  const cached = await readSession();
  if (cached?.user && cached.fetchedAt <= learntAt) {
    const [{ clearLocalData }, { clearRuntimeCaches }] = await Promise.all([
      import('@pwa/db/clear-local-data.ts'),
      import('@pwa/lib/clear-runtime-caches.ts'),
    ]);
    await Promise.all([clearLocalData(), clearRuntimeCaches()]);
  }
  await saveSession(null, learntAt);
}

/**
 * The moderators suspended the account this device holds: it is signed out as anywhere else (its unsent
 * writes stay for when it is restored), and the person is told why they were.
 */
async function forgetSuspendedAccount(learntAt: number): Promise<void> {
  const hadAccount = Boolean((await readSession())?.user);
  await forgetSignedOutAccount(learntAt);
  if (hadAccount) (await import('./deleted-account-notice.ts')).announceSuspendedAccount();
}

/**
 * The account this device holds was deleted (here or on another device): everything of it goes, its
 * queued writes and unsaved forms too (nobody can sign in to it again to send them), and the person is
 * told so.
 */
export async function forgetDeletedAccount(learntAt: number = Date.now()): Promise<void> {
  const cached = await readSession();
  const [{ clearAccountWork }, { announceDeletedAccount }] = await Promise.all([import('@pwa/db/clear-local-data.ts'), import('./deleted-account-notice.ts')]);
  if (cached?.user) await clearAccountWork(cached.user.id);
  await forgetSignedOutAccount(learntAt);
  announceDeletedAccount();
}
