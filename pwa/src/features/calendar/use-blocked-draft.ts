/**
 * The owner's blocked days being edited: the saved ranges until the first change, then the draft;
 * tap-to-block / tap-to-unblock; Save sends every range (PUT replaces them) and keeps the answer on
 * the device. The server's refusal (a booking accepted meanwhile: 409) is shown with its message.
 */
import { useState } from 'react';
import { addDays, type DayRange } from '@shared/booking-days.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { saveBlockedDates } from './availability-api.ts';
import { storeAvailability } from './availability-store.ts';
import { blockDays, coversBooked, normalizeRanges, sameRanges, unblockAt } from './block-ranges.ts';
import type { KnownAvailability } from './calendar-days.ts';
import { errorText } from '@pwa/lib/error-text.ts';

const t = calendarMessages.owner;

export interface OwnerSpan {
  from: string;
  to: string;
}

export function useBlockedDraft(itemId: string, known: KnownAvailability | null, span: OwnerSpan) {
  const saved = normalizeRanges((known?.blocked ?? []).filter((range) => range.end > span.from));
  const [edited, setEdited] = useState<DayRange[] | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const draft = edited ?? saved;

  const pick = (day: string): void => {
    setNote(null);
    if (pending === null) {
      if (draft.some((range) => range.start <= day && day < range.end)) setEdited(unblockAt(draft, day));
      else setPending(day);
      return;
    }
    if (day < pending) return setPending(day);
    setPending(null);
    if (coversBooked(known?.booked ?? [], pending, day)) return setNote(t.coversBooked);
    setEdited(blockDays(draft, pending, day));
  };

  const unblock = (range: DayRange): void => setEdited(draft.filter((candidate) => candidate !== range));

  const save = async (): Promise<void> => {
    setSaving(true);
    setNote(null);
    try {
      const answer = await saveBlockedDates(itemId, draft);
      await storeAvailability(itemId, answer, span.from, span.to);
      setEdited(null);
      showToast('success', t.saved);
    } catch (error) {
      // Not an answer of the API's: say something went wrong, in the page's language, not the exception's English.
      setNote(errorText(isApiError(error) ? error : { code: 'unexpected-response', message: '' }));
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    pending,
    note,
    saving,
    changed: edited !== null && !sameRanges(edited, saved),
    pick,
    unblock,
    discard: () => {
      setEdited(null);
      setPending(null);
      setNote(null);
    },
    save,
    /** The last day of a range (its end is the day after). */
    lastDay: (range: DayRange): string => addDays(range.end, -1),
  };
}
