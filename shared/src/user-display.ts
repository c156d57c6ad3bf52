/** How a user is named and pictured in the header (spec §2, site header). */
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

/** First letter of each word of the display name, upper-cased; "U" when there is none. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters || messages.user.fallbackInitials;
}
