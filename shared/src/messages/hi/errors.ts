/** हिन्दी: what each error code means (messages/errors.ts). */
import { formatFileSize, formatMegapixels, formatNumber, formatWait } from '../../intl.ts';
import type { ErrorMessages } from '../errors.ts';

const unreadable = 'आपका अनुरोध पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।';

const hindi: ErrorMessages = {
  byCode: {
    'invalid-input': 'कृपया लाल रंग में दिखाई गई जानकारी जाँचें।',
    'malformed-json': unreadable,
    'unsupported-media-type': unreadable,
    'image-type-not-allowed': 'सिर्फ़ JPEG, PNG और WebP फ़ोटो ही डाली जा सकती हैं।',
    'video-type-not-allowed': 'सिर्फ़ MP4, WebM और MOV वीडियो ही डाले जा सकते हैं।',
    'unsupported-encoding': unreadable,
    'undecodable-body': unreadable,
    'too-deeply-nested': unreadable,
    'invalid-cursor': 'यह सूची बदल गई है। कृपया पहले पेज से फिर शुरू करें।',
    'payload-too-large': 'यह भेजने के लिए बहुत बड़ा है।',
    'file-too-large': 'यह फ़ाइल बहुत बड़ी है। कृपया छोटी फ़ाइल चुनें।',
    'too-many-pixels': 'इस फ़ोटो में बहुत ज़्यादा पिक्सल हैं। कृपया छोटी फ़ोटो चुनें।',
    'not-signed-in': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
    forbidden: 'आपको ऐसा करने की अनुमति नहीं है।',
    'cross-site-request': 'दूसरी साइट से भेजे गए अनुरोध स्वीकार नहीं किए जाते।',
    'not-found': 'यह नहीं मिला। शायद इसे हटा दिया गया है।',
    'method-not-allowed': 'यह काम यहाँ नहीं हो सकता।',
    'username-taken': 'यह यूज़रनेम पहले से लिया जा चुका है। कृपया कोई दूसरा चुनें।',
    'email-taken': 'इस ईमेल से पहले से एक अकाउंट है। कृपया लॉग इन करें।',
    'invalid-credentials': 'यूज़रनेम या पासवर्ड गलत है',
    throttled: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
    conflict: 'इसे कहीं और बदला गया है। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
    'idempotency-mismatch': 'यह पहले ही अलग जानकारी के साथ भेजा जा चुका है। कृपया फिर से कोशिश करें।',
    'upload-url-expired': 'अपलोड में बहुत समय लग गया। कृपया फ़ाइल फिर से जोड़ें।',
    'storage-unavailable': 'अभी फ़ोटो और वीडियो सेव नहीं हो सकते। कृपया थोड़ी देर बाद कोशिश करें।',
    'idempotency-in-flight': 'यह अभी भेजा जा रहा है। कृपया एक पल रुकें।',
    'internal-error': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    'own-listing': 'यह आपकी अपनी लिस्टिंग है: इसके बारे में आप खुद को मैसेज नहीं भेज सकते।',
    'conversation-blocked': 'सामने वाले ने यह बातचीत ब्लॉक कर दी है। आप यहाँ मैसेज नहीं भेज सकते।',
    'conversation-blocked-by-you': 'आपने यह बातचीत ब्लॉक की है। मैसेज भेजने के लिए इसे अनब्लॉक करें।',
    'push-service-not-allowed': 'इस ब्राउज़र में अलर्ट चालू नहीं किए जा सकते।',
    'booking-conflict': 'इनमें से कुछ दिन अब खाली नहीं हैं। कृपया दूसरी तारीखें चुनें।',
    'booking-closed': 'इस बुकिंग को अब बदला नहीं जा सकता।',
    'review-not-allowed': 'इस बुकिंग को अभी रेटिंग नहीं दी जा सकती।',
    'document-type-taken': 'इस तरह का दस्तावेज़ पहले ही जमा किया जा चुका है।',
    'document-closed': 'इस दस्तावेज़ की जाँच पहले ही हो चुकी है।',
    'payment-signature-invalid': 'पेमेंट की पुष्टि नहीं हो सकी। कुछ भी चालू नहीं किया गया।',
    'payment-failed': 'पेमेंट नहीं हो सका। आपका प्लान नहीं बदला है।',
    'payment-gateway-unavailable': 'अभी पेमेंट नहीं हो सकता। आपसे कोई पैसा नहीं लिया गया।',
    'network-error': 'लगता है आप ऑफ़लाइन हैं। कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
    'unexpected-response': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    'client-failure': 'इस डिवाइस पर किसी दिक्कत की वजह से यह भेजा नहीं जा सका। कुछ भी खोया नहीं है, यह यहीं सेव है। दोबारा भेजने के लिए "फिर से कोशिश करें" पर टैप करें।',
  },
  withFigure: {
    throttled: (retryAfterSeconds) => `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${formatWait(retryAfterSeconds, 'hi')} रुककर फिर से कोशिश करें।`,
    fileTooLarge: (maxBytes) => `यह फ़ाइल बहुत बड़ी है। ज़्यादा से ज़्यादा ${formatFileSize(maxBytes, 'hi')} की फ़ाइल डाली जा सकती है।`,
    tooManyPhotos: (maxPhotos) => `आप ज़्यादा से ज़्यादा ${formatNumber(maxPhotos, 'hi')} फ़ोटो अपलोड कर सकते हैं।`,
    tooManyPixels: (maxPixels) => `इस फ़ोटो में बहुत ज़्यादा पिक्सल हैं। ज़्यादा से ज़्यादा ${formatMegapixels(maxPixels, 'hi')} मेगापिक्सल की फ़ोटो चुनें।`,
  },
  byField: {
    required: 'यह जानकारी डालना ज़रूरी है।',
    'username-taken': 'यह यूज़रनेम पहले से लिया जा चुका है। कृपया कोई दूसरा चुनें।',
    'email-taken': 'इस ईमेल से पहले से एक अकाउंट है। कृपया लॉग इन करें।',
    'document-type-taken': 'इस तरह का दस्तावेज़ पहले ही जमा किया जा चुका है।',
    'too-many-photos': 'आपके प्लान में इतनी फ़ोटो नहीं जा सकतीं। कृपया कुछ फ़ोटो हटाएँ।',
    'media-not-uploaded': 'फ़ोटो और वीडियो Kiraya के ज़रिए ही अपलोड होने चाहिए।',
  },
  fieldInvalid: 'कृपया यह जानकारी जाँचें।',
};

export default hindi;
