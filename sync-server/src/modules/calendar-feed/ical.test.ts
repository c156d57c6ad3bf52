/** The iCalendar writer, read back by an independent parser (ical.js). */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar } from './ical.ts';

const awkward = 'Sony α7 III; 24–70mm, "wedding" kit \\ with a very long name that will not fit one line 📷📷📷 and more';

describe('the iCalendar writer', () => {
  it('escapes what TEXT values must escape', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}${'📷'.repeat(20)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}${'📷'.repeat(20)}`);
  });

  it('writes all-day events a calendar parser reads back exactly', () => {
    const text = renderCalendar({
      productId: '-//Kiraya//Test//EN',
      name: 'Kiraya bookings: Camera',
      events: [{ uid: 'b1@kiraya', start: '2026-12-30', end: '2027-01-02', summary: awkward, stamp: new Date('2026-11-24T10:15:30.123Z') }],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kiraya bookings: Camera');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no event');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('b1@kiraya');
    expect(event.summary).toBe(awkward);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-30');
    expect(event.endDate.toString()).toBe('2027-01-02');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-24T10:15:30Z');
  });
});
