/** हिन्दी: what the server answers about paid plans (messages/payments.ts). */
import type { PaymentMessages } from '../payments.ts';

const hindi: PaymentMessages = {
  server: {
    notFound: 'पेमेंट नहीं मिला',
    freePlan: 'फ़्री प्लान के लिए कोई पेमेंट नहीं चाहिए। मासिक या सालाना प्लान चुनें।',
    unknownPackage: 'यह प्लान मौजूद नहीं है। प्लान फिर से लोड करके दोबारा चुनें।',
    signatureInvalid: 'यह पेमेंट वेरिफ़ाई नहीं हो सका: इसका सिग्नेचर मेल नहीं खाता। आपका प्लान नहीं बदला है।',
    webhookSignatureInvalid: 'वेबहुक का सिग्नेचर मेल नहीं खाता।',
    webhookNotConfigured: 'इस सर्वर पर वेबहुक सेट नहीं हैं (RAZORPAY_WEBHOOK_SECRET)।',
    webhookBody: 'वेबहुक की बॉडी एक JSON इवेंट होनी चाहिए।',
    gatewayUnavailable: 'पेमेंट सर्विस से संपर्क नहीं हो सका। कोई पैसा नहीं कटा; कृपया थोड़ी देर में फिर से कोशिश करें।',
    idRequired: (field) => `${field} ज़रूरी है: चेकआउट का ${field}, जैसा पेमेंट सर्विस ने दिया था`,
    outcome: 'outcome paid या failed होना चाहिए',
    testFailed: 'टेस्ट पेमेंट फ़ेल हो गया (सिम्युलेटेड)। कोई पैसा नहीं कटा और आपका प्लान नहीं बदला है।',
    unavailable: 'इस साइट पर अभी पेमेंट उपलब्ध नहीं है। कोई पैसा नहीं कटा और आपका प्लान नहीं बदला है।',
  },
  failureReasons: {
    testSimulated: 'टेस्ट मोड में सिम्युलेटेड फ़ेलियर',
    gatewayFailed: 'पेमेंट प्रोवाइडर की ओर से पेमेंट फ़ेल हो गया',
  },
  // The receipt numbers' prefix is part of the number ("KIR-2026-000042"), the same in every language.
  receiptPrefix: 'KIR',
};

export default hindi;
