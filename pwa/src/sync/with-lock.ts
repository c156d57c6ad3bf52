/**
 * The sync module's one lock helper: a Web Lock, so one holder at a time across tabs
 * and the service worker. The outbox's passes, and the user's Retry, Edit and Discard, wait for it
 * (`withLock`), so an operation is never changed while it is on its way; the held-listings refresh
 * takes it only when it is free (`withLockIfFree`): another tab refreshing serves this one too.
 */
// Where Web Locks are missing (older browsers, Node in tests and the bench) a queue per name in this
// JavaScript realm serialises instead; tabs then are not serialised against each other, and
// idempotency keys still keep a double replay harmless.
/** The outbox's lock: one flusher across tabs and the service worker. */
export const OUTBOX_LOCK = 'kiraya-outbox';
/** The held-listings refresh's: two refreshes storing answers crosswise could leave an older copy under a newer cursor. */
export const HELD_ITEMS_LOCK = 'kiraya-held-items';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

function isLockManager(value: unknown): value is LockManagerLike {
  return typeof value === 'object' && value !== null && 'request' in value && typeof value.request === 'function';
}

/** navigator.locks where the environment has it (read from globalThis: there is no navigator in Node). */
function lockManager(): LockManagerLike | undefined {
  const navigator: unknown = Reflect.get(globalThis, 'navigator');
  if (typeof navigator !== 'object' || navigator === null || !('locks' in navigator)) return undefined;
  return isLockManager(navigator.locks) ? navigator.locks : undefined;
}

/** The tail of each name's queue in this realm, while something holds it. */
const held = new Map<string, Promise<unknown>>();

function inThisRealm<T>(name: string, task: () => Promise<T>): Promise<T> {
  const before = held.get(name) ?? Promise.resolve();
  const run = before.then(task, task);
  // The next holder waits for this one whether it succeeds or fails (its caller hears the failure).
  // Released before the caller hears the end: this reaction is registered first.
  const release = (): void => {
    if (held.get(name) === tail) held.delete(name);
  };
  const tail: Promise<void> = run.then(release, release);
  held.set(name, tail);
  return run;
}

/** Runs the task holding the lock, waiting for it when another holder has it. */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  return locks ? locks.request(name, task) : inThisRealm(name, task);
}

/** Runs the task holding the lock if nobody holds it; resolves with undefined, not running it, otherwise. */
export function withLockIfFree<T>(name: string, task: () => Promise<T>): Promise<T | undefined> {
  const locks = lockManager();
  if (locks) return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? task() : undefined));
  return held.has(name) ? Promise.resolve(undefined) : inThisRealm(name, task);
}
