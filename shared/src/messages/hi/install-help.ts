/** हिन्दी: the install instructions and the update prompt (messages/install-help.ts). */
import type { InstallHelpMessages } from '../install-help.ts';

const hindi: InstallHelpMessages = {
  instructions: {
    title: 'Kiraya इंस्टॉल करें',
    intro: 'इसे किसी भी ऐप की तरह होम स्क्रीन से खोलें, इंटरनेट न होने पर भी।',
    ios: 'शेयर पर टैप करें, फिर "होम स्क्रीन में जोड़ें" चुनें।',
    android: 'ब्राउज़र का मेन्यू (⋮) खोलें, फिर "ऐप इंस्टॉल करें" या "होम स्क्रीन में जोड़ें" पर टैप करें।',
    macSafari: 'ऊपर मेन्यू बार में File चुनें, फिर Add to Dock चुनें।',
    desktop: 'इस ब्राउज़र में ऐप इंस्टॉल नहीं हो सकते। Kiraya को Chrome या Edge में खोलें, या अपने फ़ोन पर।',
    close: 'ठीक है',
  },
  update: {
    title: 'नया वर्शन आ गया है',
    text: 'इसे इस्तेमाल करने के लिए पेज दोबारा लोड करें।',
    reload: 'दोबारा लोड करें',
    later: 'बाद में',
  },
};

export default hindi;
