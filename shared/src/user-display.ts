/** How a user is named and pictured in the header (the site header). */
import { messages } from './messages.ts';

interface Nameable {
  fullName?: string | null;
  email?: string | null;
}

/** fullName, else email, else "User". */
export function displayName(user: Nameable | null | undefined): string {
  const fullName = user?.fullName?.trim();
  if (fullName) return fullName;
  const email = user?.email?.trim();
  if (email) return email;
  return messages.user.fallbackName;
}

/**
 * At most two letters, so they fit the round avatar: the first letter of the first and of the last
 * word of the display name, upper-cased ("Vikram Singh Lal Rao" → "VR"); one word gives one letter;
 * "U" when there is none. Letters are whole characters (Array.from), so a Devanagari or emoji name
 * is never cut inside a character.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toUpperCase();
  return letters || messages.user.fallbackInitials;
}
