/** हिन्दी: sign-in through another account's provider, and the server's pages about it (messages/provider-sign-in.ts). */
import type { ProviderSignInMessages } from '../provider-sign-in.ts';

const startAgain = 'लॉग इन वाले डायलॉग से फिर से शुरू करें।';

const hindi: ProviderSignInMessages = {
  continueWith: (name) => `${name} से जारी रखें`,
  refused: {
    title: 'लॉग इन पूरा नहीं हुआ',
    home: 'Kiraya पर वापस जाएँ',
    reasons: {
      'not-configured': 'इस साइट पर किसी दूसरे अकाउंट से लॉग इन करने की सुविधा सेट नहीं है।',
      'expired-attempt': `यह लॉग इन लिंक पहले ही इस्तेमाल हो चुका है या इसकी समय-सीमा खत्म हो गई है। ${startAgain}`,
      'provider-error': 'अकाउंट प्रोवाइडर ने आपको लॉग इन नहीं किया। फिर से कोशिश करें, या अपने Kiraya पासवर्ड से लॉग इन करें।',
      'invalid-answer': `हम अकाउंट प्रोवाइडर के जवाब को वेरिफ़ाई नहीं कर सके, इसलिए कोई लॉग इन नहीं हुआ। ${startAgain}`,
      'provider-unreachable': 'अकाउंट प्रोवाइडर से संपर्क नहीं हो सका। थोड़ी देर में फिर से कोशिश करें।',
      'no-email': 'अकाउंट प्रोवाइडर ने ईमेल पता नहीं बताया, जो Kiraya अकाउंट के लिए ज़रूरी है।',
      'email-not-verified':
        'यह ईमेल पहले से एक Kiraya अकाउंट में इस्तेमाल हो रहा है, और अकाउंट प्रोवाइडर ने इसे वेरिफ़ाई नहीं किया है। इसकी जगह अपने Kiraya पासवर्ड से लॉग इन करें।',
      'wrong-password': `यह पासवर्ड इस Kiraya अकाउंट का नहीं है, इसलिए अकाउंट लिंक नहीं हुआ। ${startAgain}`,
      'no-password': 'इस Kiraya अकाउंट का कोई पासवर्ड नहीं है जिससे पुष्टि की जा सके। पहले इसमें लॉग इन करें, फिर प्रोवाइडर से जारी रखें।',
      'too-many-sign-ups': 'इस नेटवर्क से बहुत ज़्यादा नए अकाउंट बनाए गए हैं। कुछ नहीं बनाया गया: कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
      'account-suspended': 'Kiraya के नियम तोड़ने के कारण यह अकाउंट निलंबित है। इसका कारण और अपील का तरीका हमने आपको ईमेल किया है।',
    },
  },
  link: {
    title: 'अपना Kiraya अकाउंट लिंक करें',
    text: (provider, email) =>
      `${email} पहले से एक Kiraya अकाउंट में इस्तेमाल हो रहा है। इसे ${provider} से लिंक करने के लिए एक बार उस अकाउंट का पासवर्ड डालें; उसके बाद ${provider} से आप सीधे इसमें लॉग इन हो जाएँगे।`,
    password: 'पासवर्ड',
    confirm: 'लिंक करें और लॉग इन करें',
    cancel: 'रद्द करें',
  },
  chooseEmail: {
    title: 'Kiraya के लिए आपका ईमेल',
    text: (provider) =>
      `${provider} ने आपका कोई ईमेल पता वेरिफ़ाई नहीं किया है, इसलिए Kiraya उससे ईमेल नहीं लेता। अपने नए Kiraya अकाउंट का ईमेल डालें।`,
    email: 'ईमेल',
    submit: 'अकाउंट बनाएँ',
    cancel: 'रद्द करें',
    invalid: 'सही ईमेल पता डालें, जैसे name@example.com।',
    taken: 'यह ईमेल पहले से एक Kiraya अकाउंट में इस्तेमाल हो रहा है। उसके पासवर्ड से उसमें लॉग इन करें, या कोई दूसरा ईमेल डालें।',
  },
};

export default hindi;
