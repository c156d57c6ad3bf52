/** हिन्दी: the sign-out check (messages/sign-out.ts). */
import { countOf, pluralOf } from '../../intl.ts';
import type { SignOutMessages } from '../sign-out.ts';

const hindi: SignOutMessages = {
  title: 'कुछ बदलाव सिंक होने बाकी हैं',
  text: (count) =>
    // Hindi's verbs agree with the count: "1 बदलाव … पहुँचा है", "3 बदलाव … पहुँचे हैं".
    `इस डिवाइस पर ${pluralOf(count, { one: 'किया गया', other: 'किए गए' }, 'hi')} ${countOf(count, { one: 'बदलाव', other: 'बदलाव' }, 'hi')} अभी Kiraya तक नहीं ${pluralOf(count, { one: 'पहुँचा है', other: 'पहुँचे हैं' }, 'hi')}। ` +
    pluralOf(
      count,
      { one: 'यह इस डिवाइस पर सेव रहेगा और अगली बार इस अकाउंट में लॉग इन करने पर भेज दिया जाएगा।', other: 'ये इस डिवाइस पर सेव रहेंगे और अगली बार इस अकाउंट में लॉग इन करने पर भेज दिए जाएँगे।' },
      'hi',
    ),
  cancel: 'लॉग इन रहें',
  confirm: 'लॉग आउट करें',
  confirmPage: {
    title: 'Kiraya से लॉग आउट करें?',
    text: 'किसी दूसरी वेबसाइट ने आपको Kiraya से लॉग आउट करने के लिए यहाँ भेजा है। लॉग आउट तभी करें जब आप सच में ऐसा करना चाहते हों।',
    confirm: 'लॉग आउट करें',
    cancel: 'लॉग इन रहें',
  },
};

export default hindi;
