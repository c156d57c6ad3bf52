/** हिन्दी: the contact page and the contact buttons' toasts (messages/contact.ts). */
import { formatNumber } from '../../intl.ts';
import { limits } from '../../limits.ts';
import type { ContactMessages } from '../contact.ts';

const useMessages = 'संपर्क की जानकारी उपलब्ध नहीं है। कृपया मैसेज भेजकर बात करें।';

const hindi: ContactMessages = {
  page: {
    contactTitle: 'मालिक से संपर्क करें',
    bookingTitle: 'बुकिंग रिक्वेस्ट',
    loginRequired: 'सामान के मालिकों को मैसेज भेजने के लिए आपको लॉग इन करना होगा।',
    loginOrSignUp: 'लॉग इन या साइन अप करें',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    message: 'मैसेज',
    send: 'मैसेज भेजें',
    sending: 'भेजा जा रहा है...',
    privacyTitle: 'प्राइवेसी और सुरक्षा',
    privacyNote:
      'आपका नाम, ईमेल और फ़ोन सिर्फ़ इस मालिक को दिखेगा। किसी सुरक्षित, सार्वजनिक जगह पर मिलें, पैसे देने से पहले सामान जाँच लें, और जिससे आप मिले नहीं हैं उसे कभी पहले से पैसे न दें।',
  },
  toasts: {
    whatsAppUnavailable: { title: 'WhatsApp उपलब्ध नहीं है', description: useMessages },
    phoneUnavailable: { title: 'फ़ोन नंबर उपलब्ध नहीं है', description: useMessages },
    missingOwner: 'मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    sendFailed: 'मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    sent: 'मैसेज भेज दिया गया!',
  },
  validation: {
    nameRequired: 'नाम डालना ज़रूरी है',
    nameTooLong: `नाम में ज़्यादा से ज़्यादा ${formatNumber(limits.contactNameMax, 'hi')} अक्षर हो सकते हैं`,
    emailInvalid: 'कृपया सही ईमेल पता डालें',
    messageRequired: 'मैसेज लिखना ज़रूरी है',
    messageTooLong: `मैसेज में ज़्यादा से ज़्यादा ${formatNumber(limits.messageMax, 'hi')} अक्षर हो सकते हैं`,
    itemId: 'itemId किसी लिस्टिंग की id होनी चाहिए',
    id: 'id एक UUID होना चाहिए',
    interactionType: 'interactionType whatsapp, call या message होना चाहिए',
    contactMethod: 'contactMethod whatsapp, phone या form होना चाहिए',
    ownerId: 'ownerId किसी यूज़र की id होनी चाहिए',
  },
};

export default hindi;
