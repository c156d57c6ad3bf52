/** हिन्दी: the offer of the account's chosen language on a new device (messages/language-offer.ts). */
import type { LanguageOfferMessages } from '../language-offer.ts';

const hindi: LanguageOfferMessages = {
  title: (name) => `Kiraya ${name} में देखें?`,
  text: (name) => `आपने अपने अकाउंट के लिए ${name} भाषा चुनी है। इस डिवाइस पर Kiraya ब्राउज़र की भाषा में दिख रहा है।`,
  switchTo: (name) => `${name} में बदलें`,
  keep: (name) => `${name} ही रखें`,
};

export default hindi;
