/** हिन्दी: the Analytics tab (messages/analytics.ts). */
import type { AnalyticsMessages } from '../analytics.ts';

const hindi: AnalyticsMessages = {
  heading: 'पिछले 30 दिन',
  range: (from, to) => `${from} से ${to} तक, भारत के समय से हर दिन। टैब खुलने पर डेटाबेस से गिना गया।`,
  loading: 'आँकड़े लोड हो रहे हैं…',
  loadFailed: 'आँकड़े लोड नहीं हो सके।',
  retry: 'फिर से कोशिश करें',
  figures: {
    newUsers: 'नए यूज़र',
    newListings: 'नई लिस्टिंग',
    conversations: 'शुरू हुई बातचीत',
    bookingRequests: 'बुकिंग अनुरोध',
    acceptedBookings: 'स्वीकार की गई बुकिंग',
    payments: 'प्रीमियम पेमेंट',
    revenuePaise: 'कमाई',
  },
  chartSummary: (figure, total, best) => (best ? `${figure}: 30 दिनों में ${total}, सबसे ज़्यादा ${best} को।` : `${figure}: 30 दिनों में कोई नहीं।`),
  bestDay: (day, value) => `${day} (${value})`,
  showTable: 'तालिका के रूप में देखें',
  day: 'दिन',
  byCategory: 'कैटेगरी के हिसाब से',
  byCity: 'शहर के हिसाब से',
  category: 'कैटेगरी',
  city: 'शहर',
  listings: 'लिस्टिंग',
  requests: 'अनुरोध',
  otherCities: 'दूसरी जगहें',
  noneYet: 'इन दिनों में अभी कुछ नहीं।',
};

export default hindi;
