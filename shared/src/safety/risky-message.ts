/**
 * What in a message asks for the moves rental scams rely on: paying before the handover, sharing an
 * OTP or PIN, paying a UPI id, a payment link or a QR code. The app does not hide such words, it puts
 * a safety note under the message; so a word that is often innocent ("PIN code" of an address, a
 * plain email address) is left out, and what remains errs towards noting.
 */

export type RiskyAsk = 'advance-payment' | 'secret-code' | 'upi-id' | 'payment-link' | 'qr-code';

const patterns: ReadonlyArray<[RiskyAsk, RegExp]> = [
  [
    'advance-payment',
    /\b(?:advance (?:payment|amount|money|fee|deposit)|(?:pay|send|transfer|give)(?: the| some| me)? (?:money |amount |payment )?(?:in advance|first|before(?:hand)?|up ?front)|up ?front (?:payment|amount)|token (?:amount|money)|booking amount|advance (?:bhej|de|dena|dijiye|chahiye|karo)|pehle (?:paise|payment|pay)|paise pehle)\b|एडवांस|अग्रिम|पहले (?:पैसे|पेमेंट|भुगतान)|टोकन (?:राशि|अमाउंट)/i,
  ],
  ['secret-code', /\b(?:otp|one[- ]time password|cvv|(?:upi |atm |card |bank |secret )?pin(?! ?code| no\.? \d{6}))\b|ओटीपी|पिन(?! ?कोड)/i],
  // A UPI id is a handle at a bank's short name, with no dot after it (unlike an email's domain).
  ['upi-id', /\b[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}\b(?![.@-]?\w)/i],
  [
    'payment-link',
    /\bupi:\/\/|\b(?:p\.)?paytm\.me\b|\brzp\.io\b|\brazorpay\.me\b|\bpaypal\.me\b|\bphon\.pe\b|\bpay\.google\.com\b|\binstamojo\.com\b|\bpayment link\b|\bpay(?:ment)? (?:through|via|on) (?:this |the )?link\b|पेमेंट लिंक|भुगतान (?:का )?लिंक/i,
  ],
  ['qr-code', /\bqr\b|\bscan (?:this|the) code\b|क्यूआर/i],
];

/** The risky asks a message's text makes, in a fixed order; none for an ordinary message. */
export function riskyAsks(text: string): RiskyAsk[] {
  return patterns.filter(([, pattern]) => pattern.test(text)).map(([ask]) => ask);
}
