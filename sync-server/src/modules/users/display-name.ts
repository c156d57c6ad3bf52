/**
 * How a user is named to others, in one place: to the other party of a conversation or a booking by
 * name, with the phone only where they chose to show it on their listings, never with their account
 * email; and beside a review by the public name alone.
 */
import type { User } from '@shared/api.ts';
import { displayName } from '@shared/user-display.ts';

/** The name others see: the full name, else the username. */
export const nameShownToOthers = (user: User): string => user.fullName?.trim() || user.username;

export interface ShownSender {
  name: string;
  email: null;
  phone: string | null;
}

export const senderShownToOthers = (user: User): ShownSender => ({
  name: nameShownToOthers(user),
  email: null,
  phone: user.showPhoneOnListings ? user.phone : null,
});

/** The name shown publicly beside a review: the full name, never the email ("User" when there is none). */
export const publicName = (fullName: string | null): string => displayName({ fullName, email: null });
