/** A conversation the server has not named yet: the first message about a listing, still queued. */
export const unknownConversationId = (itemId: string): string => `item:${itemId}`;
export const isUnknownConversationId = (id: string): boolean => id.startsWith('item:');
