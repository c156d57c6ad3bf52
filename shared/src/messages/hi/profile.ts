/** हिन्दी: the profile picture dialog and the profile edit page (messages/profile.ts). */
import { formatNumber } from '../../intl.ts';
import type { ProfilePageMessages } from '../profile.ts';

const pictureFailed = 'प्रोफ़ाइल फ़ोटो अपडेट नहीं हो सकी। कृपया फिर से कोशिश करें।';

const hindi: ProfilePageMessages = {
  picture: {
    changeLabel: 'प्रोफ़ाइल फ़ोटो बदलें',
    dialogTitle: 'प्रोफ़ाइल फ़ोटो',
    hint: (megabytes) => `JPG या PNG, ज़्यादा से ज़्यादा ${formatNumber(megabytes, 'hi')}MB`,
    choose: 'फ़ोटो चुनें',
    chooseAnother: 'दूसरी फ़ोटो चुनें',
    previewAlt: 'आपकी नई प्रोफ़ाइल फ़ोटो की झलक',
    save: 'सेव करें',
    saving: 'सेव हो रही है...',
    uploading: 'आपकी फ़ोटो अपलोड हो रही है...',
    cancel: 'रद्द करें',
    close: 'बंद करें',
    changePhoto: 'फ़ोटो बदलें',
    invalidType: { title: 'गलत फ़ाइल टाइप', text: 'कृपया कोई इमेज फ़ाइल चुनें (JPG, PNG वगैरह)' },
    tooLarge: { title: 'फ़ाइल बहुत बड़ी है', text: (megabytes) => `कृपया ${formatNumber(megabytes, 'hi')}MB से छोटी इमेज चुनें` },
    steps: {
      uploadUrl: 'अपलोड का लिंक नहीं मिल सका',
      upload: 'फ़ाइल अपलोड नहीं हो सकी',
      save: 'प्रोफ़ाइल फ़ोटो अपडेट नहीं हो सकी',
      read: 'फ़ाइल पढ़ने में गड़बड़ी हुई',
    },
    storageNotConfigured: {
      title: 'फ़ोटो स्टोरेज सेट नहीं है',
      fallback: 'अभी फ़ोटो सेव करने की सुविधा उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
    },
    toasts: {
      dashboard: {
        success: { title: 'प्रोफ़ाइल फ़ोटो अपडेट हो गई!' },
        failure: { title: 'अपलोड नहीं हो सका', description: pictureFailed },
      },
      profile: {
        success: { title: 'हो गया', description: 'प्रोफ़ाइल फ़ोटो अपडेट हो गई!' },
        failure: { title: 'गड़बड़ी', description: pictureFailed },
      },
    },
  },
  data: {
    heading: 'आपका डेटा',
    text: 'Kiraya के पास आपके बारे में जो कुछ भी है, उसकी कॉपी डाउनलोड करें: आपकी प्रोफ़ाइल, लिस्टिंग, मैसेज, बुकिंग, रिव्यू, पसंदीदा, सूचनाएँ, पेमेंट, दस्तावेज़ों की स्थिति और डिवाइस, एक फ़ाइल (JSON) में।',
    download: 'मेरा डेटा डाउनलोड करें',
    offline: 'आप ऑफ़लाइन हैं। अपना डेटा डाउनलोड करने के लिए इंटरनेट से जुड़ें।',
  },
  support: {
    heading: 'मदद चाहिए?',
    text: 'हमारी सपोर्ट टीम को लिखें। प्रीमियम सदस्यों को सबसे पहले जवाब मिलता है।',
    link: 'सपोर्ट से संपर्क करें',
  },
  edit: {
    title: 'प्रोफ़ाइल एडिट करें',
    text: 'आपकी फ़ोटो, नाम, जगह और फ़ोन, जैसे किराएदार और मालिक उन्हें देखते हैं।',
    loggedOut: 'अपनी प्रोफ़ाइल एडिट करने के लिए कृपया लॉग इन करें।',
    logIn: 'लॉग इन',
    backToDashboard: 'डैशबोर्ड पर वापस जाएँ',
    pictureHeading: 'प्रोफ़ाइल फ़ोटो',
    detailsHeading: 'निजी जानकारी',
    fullName: 'पूरा नाम',
    location: 'जगह',
    locationPlaceholder: 'जैसे पुणे, महाराष्ट्र',
    phone: 'फ़ोन नंबर (वैकल्पिक)',
    phonePlaceholder: 'जैसे +919876543210',
    showPhone: 'मेरी लिस्टिंग पर मेरा फ़ोन नंबर दिखाएँ',
    showPhoneHint: 'बंद होने पर: किराएदारों को सिर्फ़ वही संपर्क नंबर दिखेगा जो आप हर लिस्टिंग में देते हैं।',
    email: 'ईमेल',
    emailNote: 'आपका ईमेल उसी अकाउंट से आता है जिससे आप लॉग इन करते हैं, इसलिए इसे यहाँ बदला नहीं जा सकता।',
    emailNotePassword: 'इसे बदलने के लिए नीचे “ईमेल बदलें” इस्तेमाल करें।',
    save: 'बदलाव सेव करें',
    saving: 'सेव हो रहा है...',
    cancel: 'रद्द करें',
  },
  validation: {
    fullNameMin: 'पूरा नाम कम से कम 2 अक्षरों का होना चाहिए',
    fullNameMax: 'पूरा नाम 100 अक्षरों से कम होना चाहिए',
    locationMin: 'जगह कम से कम 2 अक्षरों की होनी चाहिए',
    locationMax: 'जगह 100 अक्षरों से कम होनी चाहिए',
    showPhoneInvalid: 'चुनें कि आपका फ़ोन नंबर आपकी लिस्टिंग पर दिखे या नहीं',
  },
  toasts: {
    updated: { title: 'प्रोफ़ाइल अपडेट हो गई' },
    updateFailed: { title: 'अपडेट नहीं हो सका', fallback: 'प्रोफ़ाइल अपडेट नहीं हो सकी। कृपया फिर से कोशिश करें।' },
  },
  dashboard: {
    editProfile: 'प्रोफ़ाइल एडिट करें',
  },
};

export default hindi;
