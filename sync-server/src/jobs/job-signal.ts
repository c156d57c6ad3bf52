/**
 * Wakes this process's job workers when a job was committed here, so an alert goes out at once rather
 * than at the next poll. Workers of other processes find it at their next poll: the table, not this
 * signal, is the queue.
 */
const listeners = new Set<() => void>();

export function onJobQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceJobQueued(): void {
  for (const listener of listeners) listener();
}
