/**
 * Copy of support requests: the Contact support page and its form, the user's own requests, the
 * administrators' Support queue, and the server's refusals. The notification of an answer is worded
 * in messages/notifications.ts with the other notifications.
 */
import { limits } from '../limits.ts';
import { formatNumber } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const english = {
  /** The links to the page, in the footer and on the profile page. */
  link: 'Contact support',
  page: {
    title: 'Contact support',
    text: 'Tell us what went wrong or what you need. An administrator reads every message and answers in your notifications.',
    priority: 'You have Premium: your messages are answered first.',
  },
  form: {
    label: 'Your message',
    hint: (min: number, max: number) => `${formatNumber(min, 'en')} to ${formatNumber(max, 'en')} characters. Please do not share passwords or full card numbers.`,
    submit: 'Send message',
    sending: 'Sending...',
    offline: 'You are offline. Your message stays here; send it when you are back online.',
    failed: 'Your message could not be sent',
    thanksTitle: 'Thank you! Your message has reached our support team.',
    thanksText: 'You will find the answer in your notifications, and below under Your requests.',
    another: 'Send another message',
  },
  /** Rules on the message; the server answers them too. */
  validation: {
    messageRequired: 'Please write your message',
    messageTooShort: `Please write at least ${formatNumber(limits.supportMessageMin, 'en')} characters so we can help`,
    messageTooLong: `Please keep your message to ${formatNumber(limits.supportMessageMax, 'en')} characters`,
    answerRequired: 'Please write an answer',
    answerTooLong: `Please keep the answer to ${formatNumber(limits.supportAnswerMax, 'en')} characters`,
  },
  mine: {
    heading: 'Your requests',
    empty: 'You have not contacted support yet.',
    loading: 'Loading your requests...',
    failed: 'Your requests could not be loaded.',
    retry: 'Try again',
    open: 'Open',
    answered: 'Answered',
    sentOn: (date: string) => `Sent ${date}`,
    answerHeading: 'Our answer',
  },
  admin: {
    tab: 'Support',
    heading: 'Support requests',
    text: 'Open requests come first, Premium members first among them, then the oldest.',
    empty: 'No support requests yet.',
    offline: 'You are offline. Answering needs a connection: answers are never queued on this device.',
    loading: 'Loading support requests...',
    failed: 'Support requests could not be loaded.',
    retry: 'Try again',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    open: 'Open',
    answered: 'Answered',
    premium: 'Premium',
    from: (name: string, username: string) => `${name} (@${username})`,
    sentOn: (date: string) => `Sent ${date}`,
    answeredOn: (admin: string, date: string) => `Answered by ${admin} on ${date}`,
    answerLabel: 'Your answer',
    answerHint: 'The user gets it in their notifications exactly as you write it.',
    send: 'Send answer',
    sending: 'Sending...',
    sent: 'Answer sent',
    answerFailed: 'The answer could not be sent',
    alreadyAnswered: 'Another administrator has already answered this request.',
  },
  /** Server-side refusals. */
  server: {
    notFound: 'Support request not found',
    adminOnly: 'You need administrator privileges to do this.',
    alreadyAnswered: 'This support request has already been answered.',
    tooMany: (seconds: number) => `You have sent many support messages. Please wait ${seconds} seconds before sending another.`,
  },
} as const;

export type SupportMessages = Copy<typeof english>;
export const supportMessages: SupportMessages = await localized<SupportMessages>(english, () => import('./hi/support.ts'));
