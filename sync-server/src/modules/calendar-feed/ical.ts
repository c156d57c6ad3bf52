/**
 * The little of iCalendar (RFC 5545) a feed of bookings needs (all-day ones by days, timed ones by the
 * hour): text escaping, line folding and CRLF line ends. A library for this (ical-generator) no longer runs on Node 20, and these rules are
 * few and fixed.
 */

export interface AllDayEvent {
  uid: string;
  /** YYYY-MM-DD, the first day. */
  start: string;
  /** YYYY-MM-DD, the day after the last one: iCalendar's DTEND of an all-day event is exclusive too. */
  end: string;
  summary: string;
  /** When the event last changed (DTSTAMP): stable, so clients see no change where there was none. */
  stamp: Date;
  /** A booking by the hour: its start and end, written as UTC times (the days then only date it). */
  times?: { startsAt: Date; endsAt: Date } | undefined;
}

export interface Calendar {
  /** PRODID: who made the calendar. */
  productId: string;
  /** X-WR-CALNAME: the name calendar apps show for a subscription. */
  name: string;
  events: readonly AllDayEvent[];
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and a space before each continuation, never inside a
 * UTF-8 character (a continuation's leading space counts towards its 75).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-12-01 → 20261201 (a DATE value). */
const dateValue = (day: string): string => day.replaceAll('-', '');

/** A UTC DATE-TIME value: 20261124T163000Z. */
const utcValue = (time: Date): string => time.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

function eventLines(event: AllDayEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcValue(event.stamp)}`,
    ...(event.times
      ? [`DTSTART:${utcValue(event.times.startsAt)}`, `DTEND:${utcValue(event.times.endsAt)}`]
      : [`DTSTART;VALUE=DATE:${dateValue(event.start)}`, `DTEND;VALUE=DATE:${dateValue(event.end)}`]),
    `SUMMARY:${escapeText(event.summary)}`,
    // The days are taken: free/busy lookups show the owner busy.
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The calendar as an iCalendar document, every line folded and ended with CRLF. */
export function renderCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
