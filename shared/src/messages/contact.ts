/**
 * Copy of the contact page, the conversations (inbox and thread) and the contact buttons' toasts
 * on the item and contact pages.
 */
import { limits } from '../limits.ts';
import { formatNumber } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const english = {
  page: {
    contactTitle: 'Contact Owner',
    bookingTitle: 'Booking Request',
    loginRequired: 'You need to be logged in to send messages to item owners.',
    loginOrSignUp: 'Login or Sign Up',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    privacyTitle: 'Privacy and safety',
    privacyNote:
      'Your name, email and phone are shared only with this owner. Meet in a safe public place, check the item before paying, and never pay in advance to someone you have not met.',
  },
  toasts: {
    whatsAppUnavailable: { title: 'WhatsApp not available', description: 'Contact information not available. Please use the messaging system.' },
    phoneUnavailable: { title: 'Phone number not available', description: 'Contact information not available. Please use the messaging system.' },
    missingOwner: 'Unable to send message. Please try again.',
    sendFailed: 'Failed to send message. Please try again.',
    sent: 'Message Sent!',
  },
  validation: {
    nameRequired: 'Name is required',
    nameTooLong: `Name must be at most ${limits.contactNameMax} characters`,
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Message is required',
    messageTooLong: `Message must be at most ${formatNumber(limits.messageMax)} characters`,
    itemId: 'itemId must be a listing id',
    id: 'id must be a UUID',
    interactionType: 'interactionType must be whatsapp, call or message',
    contactMethod: 'contactMethod must be whatsapp, phone or form',
    ownerId: 'ownerId must be a user id',
  },
} as const;

export type ContactMessages = Copy<typeof english>;
export const contactMessages: ContactMessages = await localized<ContactMessages>(english, () => import('./hi/contact.ts'));
