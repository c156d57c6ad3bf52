/** हिन्दी: email alerts (messages/email-alerts.ts). */
import type { EmailAlertMessages } from '../email-alerts.ts';

const hindi: EmailAlertMessages = {
  email: {
    subject: (headline) => `${headline} · Kiraya`,
    body: (parts) =>
      [
        `नमस्ते ${parts.name},`,
        '',
        parts.headline,
        ...(parts.detail ? [`“${parts.detail}”`] : []),
        '',
        'इसे Kiraya में खोलें:',
        parts.link,
        '',
        'यह ईमेल इसलिए आया क्योंकि यह ऐप में आप तक नहीं पहुँचा। हर बातचीत या बुकिंग के लिए हम एक घंटे में ज़्यादा से ज़्यादा एक ईमेल भेजते हैं।',
        `${parts.about} के ईमेल बंद करें:`,
        parts.unsubscribeLink,
        'कौन-से ईमेल मिलें, यह चुनें:',
        parts.choicesLink,
        '',
        '— Kiraya',
      ].join('\n'),
  },
  about: {
    messages: 'नए मैसेज',
    bookingRequests: 'बुकिंग अनुरोधों',
    bookingDecisions: 'बुकिंग के फ़ैसलों',
  },
  profile: {
    heading: 'ईमेल अलर्ट',
    text: 'जब कोई बात ऐप में आप तक नहीं पहुँचती (आपके डिवाइस पर अलर्ट बंद हों, या 15 मिनट तक बिना पढ़े रहे), तो हम आपको ईमेल करते हैं। हर बातचीत या बुकिंग के लिए एक घंटे में ज़्यादा से ज़्यादा एक ईमेल।',
    labels: {
      messages: 'नए मैसेज',
      bookingRequests: 'आपकी लिस्टिंग के लिए बुकिंग अनुरोध',
      bookingDecisions: 'आपके बुकिंग अनुरोधों के जवाब',
    },
    notConfirmed: 'ईमेल सिर्फ़ कन्फ़र्म किए गए ईमेल पर जाते हैं। इन्हें पाने के लिए अपना ईमेल कन्फ़र्म करें।',
    loading: 'आपकी ईमेल पसंद लोड हो रही है…',
    loadFailed: 'आपकी ईमेल पसंद लोड नहीं हो सकी।',
    retry: 'फिर से कोशिश करें',
    saved: 'ईमेल पसंद सेव हो गई',
    failed: 'ईमेल पसंद सेव नहीं हुई',
  },
  page: {
    title: 'ये ईमेल बंद करें',
    text: 'Kiraya से इस तरह के ईमेल पाना बंद करें? आप इन्हें अपनी प्रोफ़ाइल में फिर से चालू कर सकते हैं।',
    confirm: 'अनसब्सक्राइब करें',
    working: 'अनसब्सक्राइब हो रहा है…',
    doneTitle: 'अनसब्सक्राइब हो गया',
    done: (about) => `अब आपको ${about} के ईमेल नहीं मिलेंगे। आप इन्हें अपनी प्रोफ़ाइल में फिर से चालू कर सकते हैं।`,
    invalidLink: 'यह अनसब्सक्राइब लिंक सही नहीं है। कौन-से ईमेल मिलें, यह अपनी प्रोफ़ाइल में चुनें।',
    noToken: 'इस पेज के लिए आपके ईमेल वाला लिंक चाहिए।',
    failed: 'अनसब्सक्राइब नहीं हो सका। अपना कनेक्शन देखें और फिर से कोशिश करें।',
    toProfile: 'अपनी प्रोफ़ाइल पर जाएँ',
    toHome: 'Kiraya पर जाएँ',
  },
  errors: {
    invalidLink: 'यह अनसब्सक्राइब लिंक सही नहीं है।',
  },
};

export default hindi;
