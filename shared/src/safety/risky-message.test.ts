import { describe, expect, it } from 'vitest';
import { riskyAsks } from './risky-message.ts';

describe('the risky asks of a message', () => {
  it.each([
    ['Please pay in advance, then I will send the camera by courier', ['advance-payment']],
    ['Send the advance amount of ₹2,000 to confirm', ['advance-payment']],
    ['Transfer the token amount first', ['advance-payment']],
    ['Bhai advance bhej do, kal le jaana', ['advance-payment']],
    ['पहले पैसे भेजिए, फिर मिलेंगे', ['advance-payment']],
    ['आप एडवांस दे दीजिए', ['advance-payment']],
    ['Tell me the OTP you just got', ['secret-code']],
    ['Share your UPI PIN to receive the refund', ['secret-code']],
    ['जो ओटीपी आया है वो बताइए', ['secret-code']],
    ['Pay to ravi.kumar@okaxis', ['upi-id']],
    ['9876543210@paytm is my number', ['upi-id']],
    ['Pay here: https://rzp.io/l/abc123', ['payment-link']],
    ['upi://pay?pa=ravi@ybl&am=500', ['upi-id', 'payment-link']],
    ['I will send a QR code, scan it to get the deposit back', ['qr-code']],
    ['क्यूआर स्कैन कीजिए', ['qr-code']],
  ])('notes %s', (text, asks) => {
    expect(riskyAsks(text)).toEqual(asks);
  });

  it.each([
    'Is the camera free this weekend?',
    'Can I pick it up on Sunday at 10?',
    'My email is meera.iyer@example.in, write any time',
    'The address is MG Road, Pune, PIN code 411001',
    'पिन कोड 411001 है',
    'Yes, it comes with two batteries and a bag.',
    'I would like to book it well ahead of the wedding.',
    'कैमरा रविवार को खाली है क्या?',
  ])('leaves an ordinary message alone: %s', (text) => {
    expect(riskyAsks(text)).toEqual([]);
  });
});
