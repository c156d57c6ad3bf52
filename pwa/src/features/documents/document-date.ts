/** A document's dates as Indian users read them ("24 Nov 2026"), on India's calendar. */
export { formatIndiaDate as documentDate } from '@shared/intl-dates.ts';
