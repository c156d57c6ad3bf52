/** The search of a page an emailed link opens (a reset, a confirmation, an unsubscribe): its token, when it has one. */
export interface LinkTokenSearch {
  token?: string;
}

export const linkTokenSearch = (search: Record<string, unknown>): LinkTokenSearch => (typeof search.token === 'string' ? { token: search.token } : {});
