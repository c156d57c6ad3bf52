/**
 * One holder of the outbox at a time across tabs and the service worker (DESIGN.md §7): a Web Lock.
 * The flusher holds it for a pass, and the user's Retry, Edit and Discard take it too, so they never
 * change an operation while it is on its way. Where Web Locks are missing (older browsers, Node in
 * tests and the bench) a queue in this JavaScript realm serialises instead; tabs then are not
 * serialised against each other, and idempotency keys still keep a double replay harmless.
 */
export const OUTBOX_LOCK = 'kiraya-outbox';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
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

let queue: Promise<unknown> = Promise.resolve();

function inThisRealm<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  // The next task waits for this one, whether it succeeds or fails.
  queue = run.catch(() => undefined);
  return run;
}

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  return locks ? locks.request(OUTBOX_LOCK, task) : inThisRealm(task);
}
