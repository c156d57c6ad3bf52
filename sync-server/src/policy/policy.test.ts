/** The access policy as a table: for each action, who may and who may not. */
import { describe, expect, it } from 'vitest';
import type { User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../errors.ts';
import { authorize, can, type Action, type Resources } from './policy.ts';

const person = (id: string, role: User['role'] = 'user'): User => ({
  id,
  username: id,
  email: `${id}@example.in`,
  fullName: null,
  location: null,
  phone: null,
  profileImageUrl: null,
  isVerified: false,
  role,
  premiumTier: 'free',
  premiumExpiresAt: null,
  locale: null,
  localeChosen: false,
  hasPassword: true,
  emailConfirmed: true,
  pendingEmail: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  showPhoneOnListings: false,
});

const owner = person('owner');
const stranger = person('stranger');
const admin = person('admin', 'admin');

interface Row {
  action: Action;
  resource: unknown;
  allowed: Record<'owner' | 'stranger' | 'admin', boolean>;
  can: (user: User) => boolean;
  authorize: (user: User) => User;
}

/** One line of the table; `owner` is the user the resource belongs to (or was issued to). */
const row = <A extends Action>(action: A, resource: Resources[A], allowed: Row['allowed']): Row => ({
  action,
  resource,
  allowed,
  can: (user) => can(user, action, resource),
  authorize: (user) => authorize(user, action, resource),
});

const table: Row[] = [
  row('listing.change', { ownerId: owner.id }, { owner: true, stranger: false, admin: true }),
  row('listing.delete', { ownerId: owner.id }, { owner: true, stranger: false, admin: true }),
  row('listing.add-media', { ownerId: owner.id }, { owner: true, stranger: false, admin: false }),
  // A listing not saved yet belongs to whoever uploads for it first and then saves it.
  row('listing.add-media', { ownerId: undefined }, { owner: true, stranger: true, admin: true }),
  row('profile.change', { userId: owner.id }, { owner: true, stranger: false, admin: true }),
  row('profile.see-private', { userId: owner.id }, { owner: true, stranger: false, admin: true }),
  row('profile.see-booking-counts', { userId: owner.id }, { owner: true, stranger: false, admin: true }),
  row('upload.use-link', { issuedTo: owner.id }, { owner: true, stranger: false, admin: false }),
  // Anyone but the owner may message about a listing.
  row('listing.message-owner', { ownerId: owner.id }, { owner: false, stranger: true, admin: true }),
  // A conversation is private to its two parties, administrators included.
  row('conversation.take-part', { ownerId: owner.id, renterId: 'renter' }, { owner: true, stranger: false, admin: false }),
  row('conversation.take-part', { ownerId: 'lister', renterId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('notification.use', { userId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('listing.book', { ownerId: owner.id }, { owner: false, stranger: true, admin: true }),
  row('booking.take-part', { ownerId: owner.id, renterId: 'renter' }, { owner: true, stranger: false, admin: false }),
  row('booking.take-part', { ownerId: 'lister', renterId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('booking.decide', { ownerId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('listing.block-days', { ownerId: owner.id }, { owner: true, stranger: false, admin: false }),
  // Either party of a booking rates the other; nobody else, administrators included.
  row('booking.review', { ownerId: owner.id, renterId: 'renter' }, { owner: true, stranger: false, admin: false }),
  row('booking.review', { ownerId: 'lister', renterId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('listing.calendar-feed', { ownerId: owner.id }, { owner: true, stranger: false, admin: false }),
  // Identity documents: their owner; administrators only see photos and decide, never their own.
  row('document.own', { userId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('document.see-photos', { userId: owner.id }, { owner: true, stranger: false, admin: true }),
  row('documents.administer', {}, { owner: false, stranger: false, admin: true }),
  row('document.decide', { userId: owner.id }, { owner: false, stranger: false, admin: true }),
  row('document.decide', { userId: admin.id }, { owner: false, stranger: false, admin: false }),
  row('payment.own', { userId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('payment.own', { userId: null }, { owner: false, stranger: false, admin: false }),
  row('support.administer', {}, { owner: false, stranger: false, admin: true }),
  row('analytics.read', {}, { owner: false, stranger: false, admin: true }),
  row('moderation.act', {}, { owner: false, stranger: false, admin: true }),
  row('listing.see-unlisted', { ownerId: owner.id }, { owner: true, stranger: false, admin: true }),
  row('listing.request-review', { ownerId: owner.id }, { owner: true, stranger: false, admin: false }),
  row('user.administer', { userId: owner.id }, { owner: false, stranger: false, admin: true }),
  row('user.administer', { userId: admin.id }, { owner: false, stranger: false, admin: false }),
];

describe('the access policy', () => {
  it.each(table)('$action on $resource', (line) => {
    const people = [['owner', owner], ['stranger', stranger], ['admin', admin]] as const;
    for (const [who, user] of people) expect(line.can(user), `${who} ${line.action}`).toBe(line.allowed[who]);
    // authorize agrees: it hands back the user it lets through, and refuses everyone else.
    const [allowed, refused] = [people.filter(([who]) => line.allowed[who]), people.filter(([who]) => !line.allowed[who])];
    for (const [who, user] of allowed) expect(line.authorize(user), `${who} ${line.action}`).toBe(user);
    for (const [who, user] of refused) expect(() => line.authorize(user), `${who} ${line.action}`).toThrow(AppError);
  });

  it('covers every action in the table above', () => {
    const actions: Record<Action, true> = {
      'listing.change': true,
      'listing.delete': true,
      'listing.add-media': true,
      'profile.change': true,
      'profile.see-private': true,
      'profile.see-booking-counts': true,
      'upload.use-link': true,
      'listing.message-owner': true,
      'conversation.take-part': true,
      'notification.use': true,
      'listing.book': true,
      'booking.take-part': true,
      'booking.decide': true,
      'listing.block-days': true,
      'booking.review': true,
      'listing.calendar-feed': true,
      'document.own': true,
      'document.see-photos': true,
      'documents.administer': true,
      'document.decide': true,
      'payment.own': true,
      'support.administer': true,
      'analytics.read': true,
      'moderation.act': true,
      'listing.see-unlisted': true,
      'listing.request-review': true,
      'user.administer': true,
    };
    expect(new Set(table.map((line) => line.action))).toEqual(new Set(Object.keys(actions)));
  });

  it('answers 401 to no one signed in, and a 403 with the action’s own message to a user who may not', () => {
    expect(can(undefined, 'profile.see-private', { userId: owner.id })).toBe(false);
    expect(() => authorize(undefined, 'listing.change', { ownerId: owner.id })).toThrow(
      expect.objectContaining({ status: 401, code: 'not-signed-in', message: serverMessages.errors.notSignedIn }),
    );
    expect(() => authorize(stranger, 'listing.change', { ownerId: owner.id })).toThrow(
      expect.objectContaining({ status: 403, code: 'forbidden', message: serverMessages.forbidden.changeListing }),
    );
    expect(() => authorize(admin, 'upload.use-link', { issuedTo: owner.id })).toThrow(
      expect.objectContaining({ status: 403, message: serverMessages.forbidden.useUploadLink }),
    );
  });
});
