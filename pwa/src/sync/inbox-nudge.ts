/**
 * The message the service worker posts to its open pages after a push: something in
 * the account's inbox changed, so the inbox sync should run now rather than at the next focus. In a
 * module with no imports so the worker's build can take it too. triggers.ts turns it into the 'push'
 * sync trigger.
 */
export const INBOX_CHANGED_MESSAGE = 'INBOX_CHANGED';

export function isInboxChangedMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === INBOX_CHANGED_MESSAGE;
}
