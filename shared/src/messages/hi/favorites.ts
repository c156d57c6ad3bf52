/** हिन्दी: the favourites page (messages/favorites.ts). */
import { countOf, formatNumber, pluralOf } from '../../intl.ts';
import type { FavoritesMessages } from '../favorites.ts';

const hindi: FavoritesMessages = {
  title: 'पसंदीदा',
  count: (count) => `दिल के निशान से सेव की गई ${countOf(count, { one: 'लिस्टिंग', other: 'लिस्टिंग' }, 'hi')}`,
  loading: 'आपकी पसंदीदा लिस्टिंग लोड हो रही हैं...',
  emptyTitle: 'अभी कोई पसंदीदा नहीं',
  emptyText: 'किसी भी लिस्टिंग पर दिल के निशान को टैप करें, वह यहाँ सेव रहेगी, ऑफ़लाइन भी।',
  browse: 'लिस्टिंग देखें',
  notOnDevice: (count) =>
    `${formatNumber(count, 'hi')} पसंदीदा लिस्टिंग अभी इस डिवाइस पर सेव नहीं ${pluralOf(count, { one: 'है', other: 'हैं' }, 'hi')}। ${pluralOf(count, { one: 'इसे', other: 'इन्हें' }, 'hi')} देखने के लिए इंटरनेट से जुड़ें।`,
};

export default hindi;
