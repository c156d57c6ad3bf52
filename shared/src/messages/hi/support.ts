/** हिन्दी: support requests, their form, the user's requests and the administrators' queue (messages/support.ts). */
import { limits } from '../../limits.ts';
import { formatNumber } from '../../intl.ts';
import type { SupportMessages } from '../support.ts';

const hindi: SupportMessages = {
  link: 'सपोर्ट से संपर्क करें',
  page: {
    title: 'सपोर्ट से संपर्क करें',
    text: 'बताइए क्या गड़बड़ हुई या आपको किस चीज़ की ज़रूरत है। हर मैसेज एक एडमिन पढ़ते हैं और जवाब आपकी सूचनाओं में आता है।',
    priority: 'आपके पास प्रीमियम है: आपके मैसेज का जवाब सबसे पहले दिया जाता है।',
  },
  form: {
    label: 'आपका मैसेज',
    hint: (min, max) => `${formatNumber(min, 'hi')} से ${formatNumber(max, 'hi')} अक्षर। कृपया पासवर्ड या पूरा कार्ड नंबर न लिखें।`,
    submit: 'मैसेज भेजें',
    sending: 'भेजा जा रहा है...',
    offline: 'आप ऑफ़लाइन हैं। आपका मैसेज यहीं रहेगा; ऑनलाइन होने पर भेज दें।',
    failed: 'आपका मैसेज नहीं भेजा जा सका',
    thanksTitle: 'धन्यवाद! आपका मैसेज हमारी सपोर्ट टीम तक पहुँच गया है।',
    thanksText: 'जवाब आपकी सूचनाओं में और नीचे "आपके अनुरोध" में मिलेगा।',
    another: 'एक और मैसेज भेजें',
  },
  validation: {
    messageRequired: 'कृपया अपना मैसेज लिखें',
    messageTooShort: `कृपया कम से कम ${formatNumber(limits.supportMessageMin, 'hi')} अक्षर लिखें, ताकि हम मदद कर सकें`,
    messageTooLong: `कृपया मैसेज ${formatNumber(limits.supportMessageMax, 'hi')} अक्षरों के अंदर रखें`,
    answerRequired: 'कृपया जवाब लिखें',
    answerTooLong: `कृपया जवाब ${formatNumber(limits.supportAnswerMax, 'hi')} अक्षरों के अंदर रखें`,
  },
  mine: {
    heading: 'आपके अनुरोध',
    empty: 'आपने अभी तक सपोर्ट से संपर्क नहीं किया है।',
    loading: 'आपके अनुरोध लोड हो रहे हैं...',
    failed: 'आपके अनुरोध लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
    open: 'जवाब बाकी',
    answered: 'जवाब दिया गया',
    sentOn: (date) => `${date} को भेजा`,
    answerHeading: 'हमारा जवाब',
  },
  admin: {
    tab: 'सपोर्ट',
    heading: 'सपोर्ट अनुरोध',
    text: 'जिनका जवाब बाकी है वे पहले आते हैं, उनमें प्रीमियम सदस्य सबसे पहले, फिर सबसे पुराने।',
    empty: 'अभी कोई सपोर्ट अनुरोध नहीं।',
    offline: 'आप ऑफ़लाइन हैं। जवाब देने के लिए इंटरनेट चाहिए: जवाब इस डिवाइस पर रुककर बाद में नहीं भेजे जाते।',
    loading: 'सपोर्ट अनुरोध लोड हो रहे हैं...',
    failed: 'सपोर्ट अनुरोध लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
    loadMore: 'और दिखाएँ',
    loadingMore: 'लोड हो रहा है...',
    open: 'जवाब बाकी',
    answered: 'जवाब दिया गया',
    premium: 'प्रीमियम',
    from: (name, username) => `${name} (@${username})`,
    sentOn: (date) => `${date} को भेजा`,
    answeredOn: (admin, date) => `${admin} ने ${date} को जवाब दिया`,
    answerLabel: 'आपका जवाब',
    answerHint: 'यूज़र को यह उनकी सूचनाओं में ठीक वैसा ही मिलेगा जैसा आप लिखेंगे।',
    send: 'जवाब भेजें',
    sending: 'भेजा जा रहा है...',
    sent: 'जवाब भेज दिया गया',
    answerFailed: 'जवाब नहीं भेजा जा सका',
    alreadyAnswered: 'इस अनुरोध का जवाब किसी दूसरे एडमिन ने पहले ही दे दिया है।',
  },
  server: {
    notFound: 'सपोर्ट अनुरोध नहीं मिला',
    adminOnly: 'यह करने के लिए एडमिन की अनुमति चाहिए।',
    alreadyAnswered: 'इस सपोर्ट अनुरोध का जवाब पहले ही दिया जा चुका है।',
    tooMany: (seconds) => `आपने बहुत सारे सपोर्ट मैसेज भेजे हैं। दूसरा भेजने से पहले कृपया ${seconds} सेकंड रुकें।`,
  },
};

export default hindi;
