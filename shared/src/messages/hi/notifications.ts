/**
 * हिन्दी: the Notifications tab, the notifications the server writes, the dashboard's tabs and the
 * alerts control (messages/notifications.ts). The server imports this module itself for a user who
 * reads Hindi (it has no page to pick a language from).
 */
import { countOf } from '../../intl.ts';
import type { NotificationsCopy } from '../notifications.ts';

const unread = (count: number) => countOf(count, { one: 'नई सूचना', other: 'नई सूचनाएँ' }, 'hi');

const hindi: NotificationsCopy = {
  notificationMessages: {
    tab: 'सूचनाएँ',
    empty: 'अभी कोई सूचना नहीं',
    newBadge: 'नई',
    markAllRead: 'सभी को पढ़ा हुआ मार्क करें',
    newConversationTitle: (sender) => `${sender} का नया मैसेज`,
    newMessageTitle: (sender) => `${sender} ने जवाब दिया`,
    supportAnsweredTitle: 'Kiraya सपोर्ट ने आपके अनुरोध का जवाब दिया',
    reportReviewedTitle: 'हमने आपकी शिकायत देखी',
    reportReviewed: {
      dismissed: 'इस बार हमें नियमों के खिलाफ़ कुछ नहीं मिला। बताने के लिए धन्यवाद।',
      actioned: 'हमने इस पर कार्रवाई की। Kiraya को सुरक्षित रखने में मदद के लिए धन्यवाद।',
    },
    warnedTitle: 'Kiraya के मॉडरेटरों की ओर से चेतावनी',
    listingHiddenTitle: (item) => `आपकी लिस्टिंग “${item}” छिपा दी गई है`,
    listingHidden: (reason) => `हमारे मॉडरेटरों ने इसे दूसरों से छिपा दिया है: ${reason} इसे ठीक करने के लिए एडिट करें, फिर My Listings से दोबारा जाँच के लिए कहें।`,
    listingRestoredTitle: (item) => `आपकी लिस्टिंग “${item}” फिर से दिख रही है`,
    listingRestored: 'हमारे मॉडरेटरों ने इसे दोबारा देखा: अब सब इसे ढूँढ सकते हैं।',
    searchMatchedTitle: (words) => (words ? `“${words}” के लिए नई लिस्टिंग` : 'आपकी सेव की गई खोज के लिए नई लिस्टिंग'),
    searchMatched: (item) => `“${item}” अभी लिस्ट हुई है। देखने के लिए टैप करें।`,
    suspendedEmail: {
      subject: 'आपका Kiraya अकाउंट निलंबित है',
      body: (name, reason) =>
        `नमस्ते ${name},\n\nहमारे मॉडरेटरों ने आपका Kiraya अकाउंट निलंबित कर दिया है: ${reason}\n\nनिलंबन के दौरान आप साइन इन नहीं कर सकते, और आपकी लिस्टिंग दूसरों से छिपी रहती हैं। अगर आपको लगता है कि यह गलती है, तो इस ईमेल का जवाब देकर हमें बताएँ; एक मॉडरेटर उसे पढ़ेगा।\n\nKiraya`,
    },
    emptyText: 'जब कोई आपको किसी लिस्टिंग के बारे में मैसेज करेगा, तो वह यहाँ दिखेगा।',
    loading: 'सूचनाएँ लोड हो रही हैं...',
    listLabel: 'आपकी सूचनाएँ',
    unreadLabel: unread,
    from: (sender) => `${sender} की ओर से`,
    typeMessage: 'मैसेज',
    typeOther: 'सूचना',
    delete: 'डिलीट करें',
    deleteLabel: (title) => `सूचना डिलीट करें: ${title}`,
    confirmDelete: {
      title: 'यह सूचना डिलीट करें?',
      text: 'यह आपके हर डिवाइस की सूचनाओं से हट जाएगी।',
      confirm: 'डिलीट करें',
      busy: 'डिलीट हो रही है...',
      cancel: 'रद्द करें',
    },
    deleted: 'सूचना डिलीट हो गई',
    allRead: 'सभी सूचनाएँ पढ़ी हुई मार्क हो गईं',
    waiting: 'सिंक होने का इंतज़ार है',
  },
  dashboardTabMessages: {
    listLabel: 'डैशबोर्ड के सेक्शन',
    myListings: 'मेरी लिस्टिंग',
    messages: 'मैसेज',
    notifications: 'सूचनाएँ',
  },
  alertMessages: {
    heading: 'इस डिवाइस पर अलर्ट',
    checking: 'इस डिवाइस पर अलर्ट की स्थिति देखी जा रही है...',
    turnOn: 'अलर्ट चालू करें',
    turningOn: 'चालू हो रहे हैं...',
    turnOff: 'अलर्ट बंद करें',
    turningOff: 'बंद हो रहे हैं...',
    offText: 'कोई आपको मैसेज करे तो इस डिवाइस पर सूचना पाएँ, Kiraya बंद होने पर भी।',
    onText: 'अलर्ट चालू हैं: हर नए मैसेज पर इस डिवाइस को सूचना मिलेगी।',
    blockedTitle: 'अलर्ट ब्लॉक हैं',
    blockedText:
      'आपका ब्राउज़र Kiraya की सूचनाएँ ब्लॉक कर रहा है। साइट की सेटिंग खोलें (पते के पास वाला आइकन), सूचनाओं (Notifications) की अनुमति दें, फिर यहाँ वापस आएँ।',
    iosText: 'iPhone या iPad पर अलर्ट पाने के लिए पहले Kiraya को अपनी होम स्क्रीन पर जोड़ें (Share, फिर "Add to Home Screen") और वहीं से खोलें।',
    unsupportedText: 'यह ब्राउज़र वेबसाइटों के अलर्ट नहीं दिखा सकता। आपकी सूचनाएँ Kiraya में यहीं दिखती रहेंगी।',
    offlineText: 'आप ऑफ़लाइन हैं। ऑनलाइन होने पर अलर्ट चालू करें।',
    failed: 'अलर्ट चालू नहीं हो सके। कृपया फिर से कोशिश करें।',
    offFailed: 'अलर्ट बंद नहीं हो सके। कृपया फिर से कोशिश करें।',
    turnedOn: 'अलर्ट चालू हो गए',
    turnedOff: 'इस डिवाइस पर अलर्ट बंद हो गए',
    offerTitle: 'जवाब आते ही पता चले',
    offerText: 'नया मैसेज आने पर सूचना पाने के लिए अलर्ट चालू करें, Kiraya बंद होने पर भी।',
    offerDismiss: 'अभी नहीं',
  },
};

export default hindi;
