/** Copy of saved searches: saving one from a search, the profile's list, and the refusals of their rules. */
import { localized, type Copy } from '../locale.ts';

const english = {
  save: 'Notify me of new listings',
  saving: 'Saving…',
  saved: 'Saved: we will tell you when a new listing matches this search.',
  saveFailed: 'Search not saved',
  limitReached: (max: number) => `You can keep up to ${max} saved searches. Delete one to save another.`,
  needsOnline: 'Saving a search needs a connection. Try again when you are online.',
  signInToSave: 'Sign in to be told about new listings',
  heading: 'Saved searches',
  intro: 'We tell you when a new listing matches one of these, at most once an hour for each.',
  empty: 'No saved searches yet. Search for something, then tap “Notify me of new listings”.',
  loading: 'Loading your saved searches…',
  loadFailed: 'Your saved searches could not be loaded.',
  retry: 'Try again',
  lastMatch: (title: string, when: string) => `Last match: ${title}, ${when}`,
  lastMatchGone: (when: string) => `Last match ${when} (no longer listed)`,
  noMatchYet: 'No new listing has matched yet',
  open: 'Search again',
  delete: 'Delete',
  deleteLabel: (label: string) => `Delete saved search ${label}`,
  deleted: 'Saved search deleted',
  deleteFailed: 'Saved search not deleted',
  anything: 'Any listing',
  near: (km: number) => `within ${km} km`,
  days: (from: string, to: string) => `${from} to ${to}`,
  validation: {
    nothing: 'Search for something first: words, a category, a place or near me',
    near: 'Choose a point as latitude,longitude',
    radius: 'Choose 5, 10, 25, 50 or 100 km',
    radiusWithoutNear: 'A distance needs a point to measure from',
    days: 'Choose both days, the second after the first',
    daysPast: 'The first day has already passed',
    category: 'Choose a category from the list',
    tooLong: 'This search is too long to save',
  },
} as const;

export type SavedSearchMessages = Copy<typeof english>;
export const savedSearchMessages: SavedSearchMessages = await localized<SavedSearchMessages>(english, () => import('./hi/saved-searches.ts'));
