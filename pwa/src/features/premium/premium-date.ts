/** Payment and plan dates as Indian users read them ("24 Nov 2026"), on India's calendar. */
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const premiumDate = (iso: string): string => dayFormat.format(new Date(iso));
