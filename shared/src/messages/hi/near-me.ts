/** हिन्दी: "मेरे आस-पास" — खोज और कैटेगरी पेज पर पास की लिस्टिंग (messages/near-me.ts). */
import { formatNumber } from '../../intl.ts';
import type { NearMeMessages } from '../near-me.ts';

const km = (value: number): string => `${formatNumber(value, 'hi')} किमी`;

const hindi: NearMeMessages = {
  nearMe: 'मेरे आस-पास',
  city: 'शहर',
  chooseCity: 'शहर चुनें',
  locating: 'आपकी जगह पता की जा रही है...',
  refused: {
    denied: 'आपकी जगह शेयर नहीं की गई। इसके बजाय कोई शहर चुनें और उसके आस-पास की लिस्टिंग देखें।',
    unavailable: 'आपकी जगह पता नहीं चल सकी। इसके बजाय कोई शहर चुनें।',
    timeout: 'आपकी जगह पता करने में बहुत देर लगी। फिर से कोशिश करें, या इसके बजाय कोई शहर चुनें।',
    unsupported: 'यह ब्राउज़र अपनी जगह नहीं बता सकता। इसके बजाय कोई शहर चुनें।',
  },
  needsConnection: '"मेरे आस-पास" के लिए इंटरनेट कनेक्शन चाहिए। ऑनलाइन होने पर फिर से कोशिश करें।',
  cityLabel: 'किस शहर के आस-पास खोजें',
  cancel: 'रद्द करें',
  summary: {
    device: (radiusKm) => `सबसे पास वाली पहले, आपकी जगह से ${km(radiusKm)} के अंदर`,
    city: (radiusKm, city) => `सबसे पास वाली पहले, ${city} से ${km(radiusKm)} के अंदर`,
    point: (radiusKm) => `सबसे पास वाली पहले, चुनी गई जगह से ${km(radiusKm)} के अंदर`,
  },
  radius: 'दूरी',
  radiusOption: (radiusKm) => km(radiusKm),
  turnOff: 'बंद करें',
  turnOffLabel: '"मेरे आस-पास" बंद करें',
  emptyTitle: (radiusKm) => `${km(radiusKm)} के अंदर कोई लिस्टिंग नहीं`,
  emptyText: 'ज़्यादा दूरी चुनकर देखें, या हर जगह की लिस्टिंग देखने के लिए "मेरे आस-पास" बंद करें।',
  widen: (radiusKm) => `${km(radiusKm)} के अंदर खोजें`,
  offlineText: '"मेरे आस-पास" के लिए इंटरनेट कनेक्शन चाहिए: इस जगह के आस-पास की लिस्टिंग ऑनलाइन होने पर दिखेंगी।',
};

export default hindi;
