/** हिन्दी: ratings after a rental (messages/reviews.ts); the review rules' words come from the Hindi listing copy. */
import { countOf, formatNumber } from '../../intl.ts';
import type { ReviewMessages } from '../reviews.ts';
import listings from './listings.ts';

const reviewCount = (count: number): string => countOf(count, { one: 'रिव्यू', other: 'रिव्यू' }, 'hi');
const reviews = listings.reviews;

const hindi: ReviewMessages = {
  rate: {
    renterAction: 'लिस्टिंग और उसके मालिक को रेटिंग दें',
    ownerAction: 'किराएदार को रेटिंग दें',
    renterSubject: (itemTitle, ownerName) => `${itemTitle}, मालिक: ${ownerName}`,
    ownerSubject: (renterName, itemTitle) => `${renterName}, जिन्होंने ${itemTitle} किराए पर लिया`,
    ratingLegend: reviews.ratingLegend,
    starLabel: reviews.starLabel,
    textLabel: 'क्या अच्छा रहा या क्या बेहतर हो सकता था? (वैकल्पिक)',
    renterPlaceholder: 'सामान और उसका मालिक कैसे थे?',
    ownerPlaceholder: 'किराएदार कैसे थे?',
    counter: reviews.counter,
    counterLabel: reviews.counterLabel,
    submit: reviews.submit,
    cancel: 'रद्द करें',
    close: 'बंद करें',
    youRated: (rating) => `आपकी रेटिंग ★${formatNumber(rating, 'hi')}`,
    youRatedLabel: (rating) => `आपने 5 में से ${formatNumber(rating, 'hi')} रेटिंग दी`,
    submitted: reviews.submitted,
    savedOffline: { title: 'इस डिवाइस पर सेव किया गया', description: 'ऑनलाइन होते ही आपकी रेटिंग भेज दी जाएगी।' },
    failed: reviews.failed,
    tooShort: reviews.tooShort,
    tooLong: reviews.tooLong,
    ratingRequired: reviews.ratingRequired,
  },
  itemReviews: {
    heading: 'रिव्यू',
    empty: 'अभी कोई रिव्यू नहीं',
    emptyText: 'किराएदार अपनी बुकिंग खत्म होने के बाद इस लिस्टिंग को रेटिंग दे सकते हैं।',
    loading: 'रिव्यू लोड हो रहे हैं...',
    showMore: 'और दिखाएँ',
    loadingMore: 'लोड हो रहा है...',
    failed: 'रिव्यू लोड नहीं हो सके।',
    offline: 'ऑनलाइन होते ही रिव्यू यहाँ दिखेंगे।',
    retry: 'फिर से कोशिश करें',
    ratedLabel: reviews.ratedLabel,
  },
  owner: {
    none: 'अभी कोई रिव्यू नहीं',
    count: (count) => `(${reviewCount(count)})`,
    label: (average, count) => `मालिक की रेटिंग 5 में से ${average}, ${reviewCount(count)} से`,
  },
};

export default hindi;
