/** हिन्दी: the shell's copy — brand, header, sign-in, theme, errors (shared/src/messages.ts). */
import { countOf } from '../../intl.ts';
import type { CoreMessages } from '../../messages.ts';

const APP = 'Kiraya';
const TAGLINE = 'कुछ भी, कहीं भी किराए पर लें';
const unreadMessages = (n: number) => countOf(n, { one: 'नया मैसेज', other: 'नए मैसेज' }, 'hi');
const unreadNotifications = (n: number) => countOf(n, { one: 'नई सूचना', other: 'नई सूचनाएँ' }, 'hi');

const hindi: CoreMessages = {
  brand: {
    name: APP,
    tagline: TAGLINE,
    documentTitle: `${APP} – ${TAGLINE}`,
    hindiTagline: 'किराए पर देने और लेने का भरोसेमंद बाज़ार',
    description: 'अपने आस-पास के लोगों से बाइक, कार, कैमरा, कमरे और बहुत कुछ किराए पर लें।',
    homeLabel: `${APP} होम`,
  },
  header: {
    searchPlaceholder: 'किराए पर लेने के लिए चीज़ें खोजें...',
    searchLabel: 'खोजें',
    freeListing: 'मुफ़्त लिस्टिंग',
    freeListingShort: 'लिस्ट करें',
    login: 'लॉग इन',
    signUp: 'साइन अप',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    accountMenu: 'अकाउंट मेन्यू',
    home: 'होम',
    profile: 'प्रोफ़ाइल',
    myListings: 'मेरी लिस्टिंग',
    favorites: 'पसंदीदा',
    signOut: 'लॉग आउट',
    skipToContent: 'मुख्य हिस्से पर जाएँ',
    searchButton: 'खोजें',
    menuTitle: 'मेन्यू',
    themeHeading: 'थीम',
    messages: 'मैसेज',
    messagesWithUnread: (n) => `मैसेज, ${unreadMessages(n)}`,
    notifications: 'सूचनाएँ',
    notificationsUnread: unreadNotifications,
    accountMenuWithUnread: (n) => `अकाउंट मेन्यू, ${unreadNotifications(n)}`,
  },
  theme: {
    light: 'लाइट',
    dark: 'डार्क',
    system: 'ऑटो',
    toggleLabel: (current) => `थीम: ${current}। थीम बदलें`,
  },
  toasts: {
    regionLabel: 'सूचनाएँ',
    closeLabel: 'सूचना बंद करें',
    myListings: { title: 'मेरी लिस्टिंग', description: 'डैशबोर्ड में अपनी लिस्टिंग देखें और संभालें' },
  },
  guard: {
    checking: 'लॉग इन की जाँच हो रही है...',
    required: 'लॉग इन करना ज़रूरी है',
    requiredText: 'यह पेज देखने के लिए कृपया लॉग इन करें।',
    signIn: 'लॉग इन करके आगे बढ़ें',
    signUp: 'साइन अप',
  },
  notFound: {
    heading: '404 पेज नहीं मिला',
    text: 'यह पेज मौजूद नहीं है। हो सकता है लिंक गलत हो।',
    home: 'होम पर वापस जाएँ',
  },
  category: {
    notFound: 'कैटेगरी नहीं मिली',
  },
  home: {
    browseCategories: 'कैटेगरी देखें',
    browseCategoriesText: 'आपको जो चाहिए, वह अपने आस-पास के लोगों से पाएँ',
    categoriesLoading: 'कैटेगरी लोड हो रही हैं...',
    categoriesUnavailable: 'ऑनलाइन होते ही कैटेगरी यहाँ दिखेंगी।',
  },
  search: {
    title: 'खोज के नतीजे',
    showingResultsFor: (q) => `"${q}" के नतीजे`,
  },
  user: {
    fallbackName: 'यूज़र',
    fallbackInitials: 'य',
  },
  opening: 'लोड हो रहा है...',
  errors: {
    internal: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    network: 'लगता है आप ऑफ़लाइन हैं। कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
  },
};

export default hindi;
