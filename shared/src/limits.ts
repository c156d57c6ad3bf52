/** Limits shared by the forms and the server, so both enforce the same figures. */
export const limits = {
  usernameMin: 3,
  usernameMax: 30,
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  passwordMin: 6,
  /** Caps the work argon2 does on one request; long passphrases still fit. */
  passwordMax: 128,
  /**
   * Cards a home section shows (it fetches one more to know a see-more link is due). Featured Rentals
   * moves this many places round its listings each hour, so every featured listing takes its turn there.
   */
  homeSectionShown: 12,
  /** Longest search text (q) and search location the item lists take; the search boxes cap at these. */
  searchTextMax: 200,
  searchLocationMax: 120,
  /** A message in a conversation (the contact page's and a reply), after trimming. */
  messageMin: 1,
  messageMax: 2000,
  /** Longest contact name the contact page sends with a message. */
  contactNameMax: 100,
  /**
   * Messages one account may send (the contact page's and replies together): generous for a real
   * conversation, typing fast, yet a flood stops within a minute.
   */
  messagesPerMinute: 20,
  messagesPerHour: 200,
  /** New conversations one account may start in a day: dozens of listings asked about, not thousands. */
  newConversationsPerDay: 30,
  /** WhatsApp, call and message clicks recorded per minute for one account, or one address when signed out. */
  contactClicksPerMinute: 30,
  /** Favourite changes one POST /api/favorites takes; a device sends more in several batches. */
  favoriteChangesMax: 500,
  /** Notifications GET /api/notifications answers with, newest first. */
  notificationsListMax: 100,
  /** A decline or cancel reason. */
  bookingReasonMax: 500,
  /** Blocked ranges one listing may hold. */
  blockedRangesMax: 100,
  /** Longest span GET /api/items/{id}/availability answers for, and the longest date search. */
  availabilityDaysMax: 400,
  /** Booking requests one account may make in a day. */
  bookingRequestsPerDay: 30,
  /** A support request: long enough to say what is wrong, short enough to read in the queue. */
  supportMessageMin: 10,
  supportMessageMax: 2000,
  /** An administrator's answer to a support request. */
  supportAnswerMax: 2000,
  /** Support requests one account may send: a few follow-ups in an hour, never a flood of the queue. */
  supportRequestsPerHour: 5,
  supportRequestsPerDay: 20,
  /** Reports of listings, users and messages: enough for a bad day, never a flood of the moderators' queue. */
  reportsPerHour: 10,
  /** Saved searches a user keeps at once. */
  savedSearchesMax: 20,
  reportsPerDay: 30,
  /** A report's optional words. */
  reportDetailsMax: 1000,
  /** A moderator's reason for an action: the log keeps it, a warned user reads it. */
  moderationReasonMax: 500,
  /** Largest JSON body the API reads. */
  jsonBodyBytes: 100 * 1024,
} as const;
