/** हिन्दी: a hidden listing as its owner sees it (messages/listing-review.ts). */
import type { ListingReviewMessages } from '../listing-review.ts';

const hindi: ListingReviewMessages = {
  badge: 'छिपी हुई',
  hiddenTitle: 'हमारे मॉडरेटरों ने छिपाई है',
  hiddenText: 'दूसरे लोग इसे न ढूँढ सकते हैं, न खोल सकते हैं। जो गलत है उसे एडिट करके ठीक करें, फिर दोबारा जाँच के लिए कहें।',
  reasonLabel: 'कारण:',
  askReview: 'दोबारा जाँच के लिए कहें',
  asking: 'भेजा जा रहा है…',
  reviewRequestedTitle: 'जाँच का इंतज़ार',
  reviewRequestedText: 'हमारे मॉडरेटर इसे फिर से देखेंगे। तब तक यह दूसरों से छिपी रहेगी।',
  suspendedTitle: 'आपका अकाउंट निलंबित होने तक छिपी है',
  suspendedText: 'अकाउंट बहाल होने पर यह फिर से दिखने लगेगी।',
  requested: 'जाँच के लिए भेज दिया गया',
  requestedText: 'नतीजा आपको नोटिफ़िकेशन में बताया जाएगा।',
  failed: 'नहीं भेजा गया',
  needsOnline: 'जाँच के लिए कहने को इंटरनेट चाहिए। ऑनलाइन होने पर फिर से कोशिश करें।',
};

export default hindi;
