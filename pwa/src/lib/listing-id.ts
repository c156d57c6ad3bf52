/**
 * Whether an id can be a listing's: the server makes every listing id a UUID, and refuses a whole
 * request that carries anything else (the favorites' batches, the held listings' changes call).
 */
export const isListingId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
