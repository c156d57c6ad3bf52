/**
 * The width and margins of a page's content under the header: the app's pages and the server's first
 * screens that stand in for them use the same frame, so nothing moves when the app takes over.
 */
export const PAGE_FRAME = 'mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8';
