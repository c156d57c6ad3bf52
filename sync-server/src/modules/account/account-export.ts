/**
 * "Download my data": one JSON document with everything Kiraya holds about the account — profile,
 * sign-in providers, devices, email alert choices, reports made, listings, favourites, conversations with their messages, bookings,
 * reviews given and received, notifications, payments and plans, identity documents' status, support
 * requests and contact taps — written as it is read, a page of rows at a time, so a large account
 * streams rather than sitting whole in memory.
 */
import type { Knex } from 'knex';
import type { User } from '@shared/api.ts';
import { now } from '../../clock.ts';
import { devicesOf } from '../devices/index.ts';
import { emailAlertChoicesOf } from '../email-alerts/index.ts';
import { reportsMadeBy } from '../reports/index.ts';
import * as sections from './account-export-repo.ts';
import type { Pages, Row } from './account-export-repo.ts';

/** What the file says about itself, for a person opening it. */
const ABOUT =
  'Everything Kiraya holds about your account, as of exportedAt. Other people appear only by the name they show to others. ' +
  'Identity document numbers are shown by their last four digits only; passwords and sign-in links are never stored in a readable form.';

/** The sections after the profile, in the file's order: the name of each, and how its rows are read. */
const PAGED_SECTIONS: ReadonlyArray<[string, Pages]> = [
  ['signInProviders', sections.signInProviders],
  ['listings', sections.listings],
  ['favourites', sections.favorites],
  ['recentlyViewed', sections.recentlyViewed],
  ['bookings', sections.bookings],
  ['reviewsGiven', sections.reviewsGiven],
  ['reviewsReceived', sections.reviewsReceived],
  ['reviewsOfKiraya', sections.siteReviews],
  ['notifications', sections.notifications],
  ['payments', sections.payments],
  ['paidPlans', sections.plans],
  ['identityDocuments', sections.identityDocuments],
  ['supportRequests', sections.supportRequests],
  ['savedSearches', sections.savedSearches],
  ['contactTaps', sections.contactTaps],
];

const json = (value: unknown): string => JSON.stringify(value);

/** A JSON array written row by row from its pages; each row may be completed (a conversation's messages) before it is written. */
async function* array(pages: AsyncGenerator<Row[]>, complete: (row: Row) => AsyncGenerator<string> | undefined = () => undefined): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const rows of pages) {
    for (const row of rows) {
      yield first ? '' : ',';
      first = false;
      const rest = complete(row);
      if (!rest) {
        yield json(row);
        continue;
      }
      // The row's own fields, then the nested array, then the object's end.
      yield json(row).slice(0, -1);
      yield* rest;
      yield '}';
    }
  }
  yield ']';
}

/** `sessionId`: the asking device's session, marked as this device among the devices. */
export async function* accountExport(db: Knex, user: User, sessionId: string | undefined): AsyncGenerator<string> {
  yield `{"about":${json(ABOUT)},"exportedAt":${json(now().toISOString())},"profile":${json(user)}`;
  yield `,"devices":${json(await devicesOf(db, user, sessionId))}`;
  yield `,"emailAlerts":${json(await emailAlertChoicesOf(db, user))}`;
  yield `,"reportsMade":${json(await reportsMadeBy(db, user))}`;
  for (const [name, pages] of PAGED_SECTIONS) {
    yield `,${json(name)}:`;
    yield* array(pages(db, user.id));
  }
  yield ',"conversations":';
  yield* array(sections.conversations(db, user.id), (conversation) =>
    (async function* messages() {
      yield ',"messages":';
      yield* array(sections.messagesOf(String(conversation.id))(db, user.id));
    })(),
  );
  yield '}\n';
}

/** The file's name: the account and the day, so a second download does not overwrite the first. */
export const exportFileName = (user: User): string => `kiraya-data-${user.username.replace(/[^A-Za-z0-9._-]/g, '_')}-${now().toISOString().slice(0, 10)}.json`;
