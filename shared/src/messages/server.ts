/**
 * What the server answers in its JSON errors for listings, accounts, uploads, idempotent
 * calls and the access policy, in one place so they can be checked and translated with the app's copy.
 */
import { formatWait } from '../intl.ts';

/** "45 seconds", "1 minute", "3 hours": how long a throttled sender waits, in the largest whole unit. */
const waitText = (seconds: number): string => formatWait(seconds, 'en');

export const serverMessages = {
  /**
   * Refusals of a request as such (its body, its method, the session, the origin) and of signing in.
   * English only: the app words each by its code (messages/errors.ts), in the page's language.
   */
  errors: {
    invalidInput: 'Please check the highlighted fields.',
    /** A field the body or query left out altogether. */
    fieldRequired: (field: string) => `${field} is required`,
    malformedJson: 'The request body is not valid JSON.',
    unsupportedType: 'Send the request body as JSON (Content-Type: application/json).',
    tooLarge: 'The request body is too large.',
    notSignedIn: 'Please log in to continue.',
    forbidden: 'You are not allowed to do that.',
    crossSite: 'Cross-site requests are not allowed.',
    /** For the operator as much as the user: what to set. */
    httpsRequired:
      'Signing in needs HTTPS: this server received the request over plain HTTP, where its secure session cookie cannot be set. Serve the site over HTTPS; behind a TLS proxy, set TRUST_PROXY=true so the server reads X-Forwarded-Proto.',
    notFound: 'Not found.',
    apiNotFound: 'There is no such API call.',
    methodNotAllowed: 'This API call does not accept that method.',
    notBuilt: 'The app has not been built yet. Run `npm run build`, then reload.',
    invalidCredentials: 'Invalid username or password',
    usernameTaken: 'That username is already taken. Please choose another.',
    emailTaken: 'An account with this email already exists. Please log in instead.',
    throttled: (minutes: number) =>
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    deviceNotFound: 'That device is no longer signed in.',
    accountDeleted: 'This account was deleted.',
    thisDevice: 'To sign out of this device, use Sign out in the menu.',
    signUpThrottled: (minutes: number) =>
      `Too many new accounts from this network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  },
  notFound: {
    item: 'Item not found',
    user: 'User not found',
    category: 'Category Not Found',
    conversation: 'Conversation not found',
    notification: 'Notification not found',
    savedSearch: 'Saved search not found',
  },
  /** Why the access policy refused (sync-server/src/policy). */
  forbidden: {
    changeListing: 'Only the owner of this listing can change it.',
    addListingMedia: 'Only the owner of this listing can add photos or video to it.',
    changeProfile: 'You can only change your own profile.',
    seeBookingCounts: 'You can only see booking counts of your own listings.',
    useUploadLink: 'This upload link belongs to another account.',
  },
  /** PUT /api/users/{id}/locale. */
  locale: {
    invalid: "Choose a language Kiraya speaks: 'en' (English) or 'hi' (Hindi).",
    chosenInvalid: "'chosen' is true when the user chose this language, false when a device only reports the language it is read in.",
  },
  items: {
    idMismatch: 'The id in the body does not match the address.',
  },
  /** Refusals of the message calls. */
  messaging: {
    ownListing: 'This is your listing: you cannot send a message to yourself about it.',
    blockedByOther: 'This conversation was blocked by the other person. You cannot send messages here.',
    blockedByMe: 'You blocked this conversation. Unblock it to send messages.',
    messageIdTaken: 'This message id belongs to another message. Send it again with a new id.',
    tooManyMessages: (seconds: number) => `You are sending messages too fast. Please wait ${waitText(seconds)} and try again.`,
    tooManyConversations: (seconds: number) => `You have started many conversations today. Please wait ${waitText(seconds)} before contacting another owner.`,
    tooManyClicks: (seconds: number) => `Too many contact attempts. Please wait ${waitText(seconds)} and try again.`,
  },
  idempotency: {
    malformedKey: 'Idempotency-Key must be 8 to 200 letters, digits or . _ : -',
    mismatch: 'This Idempotency-Key was already used for a different request.',
    inFlight: 'This request is still being processed. Try again in a moment.',
  },
  /** Field messages of the upload calls' bodies. */
  uploadRequest: {
    itemId: 'itemId must be a UUID',
    imageCountNumber: 'imageCount must be a number',
    imageCountMin: 'imageCount must be at least 1',
    contentLengthNumber: 'contentLength must be a number',
    contentLengthWhole: 'contentLength must be a whole number',
    emptyVideo: 'The video is empty.',
    profileImageUrl: 'profileImageUrl is required',
  },
  /** The push subscription calls (sync-server/src/modules/push). */
  push: {
    serviceNotAllowed: 'Alerts cannot be sent through this push service.',
    endpointTaken: 'Alerts on this device are set up for another Kiraya account. Sign in to that account and turn its alerts off, then try again.',
  },
  /** Field messages of POST /api/favorites. */
  favoriteChanges: {
    changedAt: 'changedAt must be an ISO 8601 date and time',
    changedAtType: 'changedAt must be a date and time',
    itemId: 'itemId must be a listing id',
    favorite: 'favorite must be true or false',
    list: 'changes must be a list',
    empty: 'changes must hold at least one change',
    tooMany: (max: number) => `at most ${max} changes at a time`,
  },
  uploads: {
    expired: 'This upload link has expired or was already used. Please try again.',
    lengthRequired: 'Send the file with its Content-Length.',
    videoOverPlan: (limitMb: number) => `File too large. Maximum size is ${limitMb}MB.`,
    photoTooLarge: 'This photo is too large. Please choose one under 15 MB.',
    pictureTooLarge: 'Please select an image under 5MB',
    videoOverDeclared: 'This video is larger than the size given when its upload was requested.',
    notAnImage: 'Only JPEG, PNG, and WebP images are allowed.',
    notAVideo: 'Only MP4, WebM, and MOV videos are allowed.',
    tooManyPixels: 'This image has too many pixels. Please choose a smaller photo.',
    pictureNotUploaded: 'Upload the picture first, then save it.',
    storageUnavailable: 'Media storage is not available right now. Please try again later.',
  },
} as const;
