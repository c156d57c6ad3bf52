/**
 * The contact form as typed, kept in sessionStorage per listing, so signing in from the form, a reload or
 * a tap away and back loses nothing. A draft typed while signed in is offered to that account only: after
 * a sign-out the next person on the phone does not find the last one's name, email and message.
 */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const EMPTY_FIELDS: ContactFields = { name: '', email: '', phone: '', message: '' };

// sessionStorage rather than Dexie: the text belongs to this tab's visit, and must not outlive it on a
// shared phone once the tab is closed.
const key = (itemId: string): string => `kiraya.contact-draft:${itemId}`;

interface StoredDraft {
  fields: ContactFields;
  /** Who typed it: null for a visitor not signed in (whose draft goes on with them as they sign in). */
  accountId: string | null;
}

const isFields = (value: unknown): value is ContactFields =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'email', 'phone', 'message'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

const isStoredDraft = (value: unknown): value is StoredDraft =>
  typeof value === 'object' && value !== null && 'fields' in value && isFields(value.fields) && 'accountId' in value && (value.accountId === null || typeof value.accountId === 'string');

export function loadContactDraft(itemId: string, accountId: string | null): ContactFields | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key(itemId)) ?? 'null');
    return isStoredDraft(stored) && (stored.accountId === null || stored.accountId === accountId) ? stored.fields : null;
  } catch {
    // Storage unavailable (a private window's quota) or an unreadable entry: nothing kept.
    return null;
  }
}

export function saveContactDraft(itemId: string, accountId: string | null, fields: ContactFields): void {
  try {
    const draft: StoredDraft = { fields, accountId };
    sessionStorage.setItem(key(itemId), JSON.stringify(draft));
  } catch {
    // Full or unavailable: the form still works, only a reload would lose the text.
  }
}

export function clearContactDraft(itemId: string): void {
  try {
    sessionStorage.removeItem(key(itemId));
  } catch {
    // Unavailable: nothing was kept.
  }
}

/**
 * The form's first values: what this tab typed before, else the profile's name, email and phone.
 * A profile read later (after signing in) fills only what is still empty: never over typed text.
 */
export function withProfile(fields: ContactFields, profile: Omit<ContactFields, 'message'>): ContactFields {
  return {
    name: fields.name || profile.name,
    email: fields.email || profile.email,
    phone: fields.phone || profile.phone,
    message: fields.message,
  };
}
