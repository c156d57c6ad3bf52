/**
 * Today's date in India (YYYY-MM-DD). India keeps one offset all year (UTC+5:30, no daylight saving
 * since 1945), so this is arithmetic rather than Intl with a time zone: loading a zone's data costs a
 * budget phone tens of milliseconds of the first visit's main thread (the home hero's date boxes
 * ask for today while the first screen renders). Its own module so the hero takes nothing else.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

export const todayInIndia = (now: Date = new Date()): string => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
