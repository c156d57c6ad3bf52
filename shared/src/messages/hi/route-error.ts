/** हिन्दी: the screen in place of a page that could not be shown (messages/route-error.ts). */
import type { RouteErrorMessages } from '../route-error.ts';

const hindi: RouteErrorMessages = {
  heading: 'कुछ गड़बड़ हो गई',
  documentTitle: 'कुछ गड़बड़ हो गई · Kiraya',
  text: 'यह पेज दिखाया नहीं जा सका। कृपया फिर से कोशिश करें।',
  offlineText: 'आप ऑफ़लाइन हैं और यह पेज अभी इस डिवाइस पर सेव नहीं है। इंटरनेट से जुड़कर फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  home: 'होम पर वापस जाएँ',
};

export default hindi;
