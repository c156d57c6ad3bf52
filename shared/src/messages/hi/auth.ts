/** हिन्दी: signing up and signing in (messages/auth.ts). */
import type { AuthMessages } from '../auth.ts';

const APP = 'Kiraya';

const hindi: AuthMessages = {
  dialog: {
    title: `${APP} में आपका स्वागत है`,
    subtitle: 'हज़ारों लोगों से जुड़ें जो चीज़ें किराए पर लेते और देते हैं',
    signUpTab: 'साइन अप',
    logInTab: 'लॉग इन',
    continueWithProvider: 'अपने अकाउंट प्रोवाइडर से आगे बढ़ें',
    orCreateAccount: 'या नया अकाउंट बनाएँ',
    orSignIn: 'या लॉग इन करें',
    fullName: 'पूरा नाम',
    username: 'यूज़रनेम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड दोबारा डालें',
    usernameOrEmail: 'यूज़रनेम या ईमेल',
    createAccount: 'अकाउंट बनाएँ',
    creatingAccount: 'अकाउंट बन रहा है...',
    signIn: 'लॉग इन करें',
    signingIn: 'लॉग इन हो रहा है...',
    forgotPassword: 'पासवर्ड भूल गए?',
    showPassword: 'पासवर्ड दिखाएँ',
    hidePassword: 'पासवर्ड छिपाएँ',
    close: 'बंद करें',
  },
  validation: {
    usernameRequired: 'यूज़रनेम या ईमेल डालना ज़रूरी है',
    passwordRequired: 'पासवर्ड डालना ज़रूरी है',
    usernameMin: 'यूज़रनेम में कम से कम 3 अक्षर होने चाहिए',
    usernameMax: 'यूज़रनेम में ज़्यादा से ज़्यादा 30 अक्षर हो सकते हैं',
    usernameChars: 'यूज़रनेम में सिर्फ़ अंग्रेज़ी अक्षर, अंक, डॉट (.), डैश (-) और अंडरस्कोर (_) हो सकते हैं',
    emailInvalid: 'कृपया सही ईमेल पता डालें',
    resetLinkInvalid: 'यह लिंक एक्सपायर हो गया है या पहले ही इस्तेमाल हो चुका है। नया लिंक मँगाएँ।',
    fullNameMin: 'पूरे नाम में कम से कम 2 अक्षर होने चाहिए',
    fullNameMax: 'पूरे नाम में 100 से कम अक्षर होने चाहिए',
    passwordMin: 'पासवर्ड में कम से कम 6 अक्षर होने चाहिए',
    passwordMax: 'पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं',
    confirmRequired: 'कृपया पासवर्ड दोबारा डालें',
    passwordsMismatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  },
  toasts: {
    loginSuccess: { title: 'लॉग इन हो गया', description: `${APP} में आपका फिर से स्वागत है!` },
    loginFailed: { title: 'लॉग इन नहीं हो सका', fallback: 'यूज़रनेम या पासवर्ड गलत है' },
    registerSuccess: { title: 'अकाउंट बन गया', description: `${APP} में आपका स्वागत है! आप लॉग इन हो चुके हैं।` },
    registerFailed: { title: 'साइन अप नहीं हो सका', fallback: 'अकाउंट नहीं बन सका' },
  },
};

export default hindi;
