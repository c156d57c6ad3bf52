/**
 * The outbox's word that the server refused the session (401): signed out elsewhere, expired, or the
 * account deleted. Whoever keeps the session (features/auth) listens and asks the server who is
 * signed in at once, so the device learns which, and lets go of what it should, without waiting for
 * the next page load.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function announceSessionRefused(): void {
  listeners.forEach((listener) => listener());
}

/** Calls back on each refusal until the returned function is called. */
export function onSessionRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
