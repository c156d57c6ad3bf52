/**
 * Copy of renting safely: the note under a message that asks for a risky move (paying in advance,
 * an OTP or PIN, a UPI id, a payment link or a QR code), and the tips on a listing and its contact page.
 */
import { localized, type Copy } from '../locale.ts';

const english = {
  messageNote: 'Stay safe: never pay in advance, share an OTP or PIN, or scan a QR code to receive money. Meet in person and check the item before you pay.',
  tipsHeading: 'Rent safely',
  tips: [
    'Meet in person, in a public place, and check the item before you pay.',
    'Never pay in advance, and never share an OTP, PIN or card details.',
    'Scanning a QR code never brings you money: it only sends it.',
  ],
} as const;

export type SafetyMessages = Copy<typeof english>;
export const safetyMessages: SafetyMessages = await localized<SafetyMessages>(english, () => import('./hi/safety.ts'));
