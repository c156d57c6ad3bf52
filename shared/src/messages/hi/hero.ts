/** हिन्दी: the home page's hero (messages/hero.ts). */
import { countOf } from '../../intl.ts';
import type { HeroMessages } from '../hero.ts';

const hindi: HeroMessages = {
  searchLabel: 'आप क्या किराए पर लेना चाहते हैं?',
  searchPlaceholder: 'खोजने के लिए लिखें...',
  locationLabel: 'जगह',
  locationPlaceholder: 'जगह',
  searchButton: 'खोजें',
  dates: 'तारीखें (वैकल्पिक)',
  from: 'से',
  to: 'तक',
  statsLabel: 'Kiraya आँकड़ों में',
  listings: (count) => countOf(count, { one: 'लिस्टिंग', other: 'लिस्टिंग' }, 'hi'),
  verifiedUsers: (count) => countOf(count, { one: 'वेरिफ़ाइड यूज़र', other: 'वेरिफ़ाइड यूज़र' }, 'hi'),
  cities: (count) => countOf(count, { one: 'शहर', other: 'शहर' }, 'hi'),
};

export default hindi;
