/** हिन्दी: the Reports & Safety tab (messages/moderation.ts). */
import type { ModerationMessages } from '../moderation.ts';

const hindi: ModerationMessages = {
  heading: 'खुली शिकायतें',
  text: 'सबसे ज़्यादा शिकायत वाले पहले। हर कार्रवाई के लिए कारण ज़रूरी है, जो लॉग में रहता है; शिकायत करने वालों को नतीजा बताया जाता है।',
  loading: 'शिकायतें लोड हो रही हैं…',
  loadFailed: 'शिकायतें लोड नहीं हो सकीं।',
  retry: 'फिर से कोशिश करें',
  empty: 'कोई खुली शिकायत नहीं। आपके लिए कुछ बाकी नहीं है।',
  targetLabel: {
    item: 'लिस्टिंग',
    user: 'यूज़र',
    message: 'मैसेज',
    document: 'पहचान दस्तावेज़',
  },
  whose: (name, username) => `${name} (@${username})`,
  count: (count) => `${count} शिकायतें`,
  oneReport: '1 शिकायत',
  reportBy: (reporter) => `@${reporter} द्वारा`,
  dismiss: 'खारिज करें',
  warn: (name) => `${name} को चेतावनी दें`,
  dismissTitle: 'ये शिकायतें खारिज करें',
  warnTitle: (name) => `${name} को चेतावनी दें`,
  reasonLabel: 'कारण (लॉग में रहेगा)',
  warnReasonLabel: 'कारण (यूज़र इसे अपने नोटिफ़िकेशन में पढ़ेगा)',
  confirmDismiss: 'शिकायतें खारिज करें',
  confirmWarn: 'चेतावनी भेजें',
  cancel: 'रद्द करें',
  working: 'सेव हो रहा है…',
  dismissed: 'शिकायतें खारिज की गईं',
  warned: (name) => `${name} को चेतावनी दी गई`,
  failed: 'नहीं हुआ',
  logHeading: 'मॉडरेशन लॉग',
  logText: 'हर कार्रवाई, नई पहले। प्रविष्टियाँ बदली या हटाई नहीं जा सकतीं।',
  logEmpty: 'अभी कोई कार्रवाई नहीं।',
  actionLabel: {
    'dismiss-reports': 'शिकायतें खारिज कीं',
    'warn-user': 'यूज़र को चेतावनी दी',
    'verify-document': 'वेरिफ़ाई किया',
    'reject-document': 'अस्वीकार किया',
  },
  logEntry: (admin, action, target) => `@${admin} · ${action} · ${target}`,
};

export default hindi;
