/** हिन्दी: reporting (messages/reports.ts). */
import type { ReportMessages } from '../reports.ts';

const hindi: ReportMessages = {
  reportListing: 'इस लिस्टिंग की शिकायत करें',
  reportUser: (name) => `${name} की शिकायत करें`,
  reportMessage: 'मैसेज की शिकायत करें',
  reportMessageFrom: (name) => `${name} के इस मैसेज की शिकायत करें`,
  dialogTitle: {
    item: 'इस लिस्टिंग की शिकायत करें',
    user: 'इस यूज़र की शिकायत करें',
    message: 'इस मैसेज की शिकायत करें',
  },
  dialogText: 'बताइए क्या गलत है। हमारी टीम हर शिकायत देखती है; उस व्यक्ति को यह नहीं बताया जाता कि शिकायत किसने की।',
  reasonLabel: 'क्या गलत है?',
  reasons: {
    scam: 'धोखाधड़ी या फ्रॉड',
    prohibited: 'ऐसा सामान जो किराए पर नहीं दिया जा सकता',
    spam: 'गलत कैटेगरी या स्पैम',
    offensive: 'आपत्तिजनक',
    'not-as-described': 'जैसा बताया गया वैसा नहीं',
    other: 'कुछ और',
  },
  detailsLabel: 'और कुछ जो हमें जानना चाहिए? (ज़रूरी नहीं)',
  alsoBlock: (name) => `${name} को ब्लॉक भी करें: वे यहाँ आपको मैसेज नहीं भेज पाएँगे`,
  submit: 'शिकायत भेजें',
  sending: 'भेजा जा रहा है…',
  cancel: 'रद्द करें',
  thanksTitle: 'शिकायत के लिए धन्यवाद',
  thanksText: 'हमारी टीम इसे देखेगी। नतीजा आपको नोटिफ़िकेशन में बताया जाएगा।',
  blocked: (name) => `इस बातचीत में ${name} ब्लॉक कर दिए गए हैं।`,
  failed: 'शिकायत नहीं भेजी गई',
  needsOnline: 'शिकायत भेजने के लिए इंटरनेट चाहिए। ऑनलाइन होने पर फिर से कोशिश करें।',
  validation: {
    target: 'चुनें कि किसकी शिकायत करनी है',
    reason: 'चुनें कि क्या गलत है',
    detailsTooLong: 'कृपया 1,000 अक्षरों के अंदर लिखें',
    moderationReason: 'कारण लिखें: लॉग में यह दर्ज रहता है',
    moderationReasonTooLong: 'कृपया 500 अक्षरों के अंदर लिखें',
  },
  server: {
    tooMany: (seconds) => `बहुत ज़्यादा शिकायतें। कृपया ${Math.ceil(seconds / 60)} मिनट रुककर फिर से कोशिश करें।`,
    alreadyReported: 'आप इसकी शिकायत पहले ही कर चुके हैं। हमारी टीम इसे देखेगी।',
    ownTarget: 'आप खुद की या अपनी लिस्टिंग की शिकायत नहीं कर सकते।',
    notFound: 'अब यहाँ शिकायत करने के लिए कुछ नहीं है।',
    noOpenReports: 'ये शिकायतें पहले ही बंद की जा चुकी हैं।',
    adminOnly: 'यह करने के लिए एडमिनिस्ट्रेटर के अधिकार चाहिए।',
  },
};

export default hindi;
