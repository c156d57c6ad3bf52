/** हिन्दी: the browser tab's title of each page (messages/titles.ts). */
import type { TitleMessages } from '../titles.ts';

// Not imported from titles.ts: that module is still waiting for this one, so a value import would never finish.
const page = (name: string): string => `${name} · Kiraya`;

const hindi: TitleMessages = {
  page,
  search: (q) => page(`खोज: ${q}`),
  searchAll: page('खोज के नतीजे'),
  searchTooLong: page('खोज का टेक्स्ट बहुत लंबा है'),
  category: (name) => page(name),
  categoryNotFound: page('कैटेगरी नहीं मिली'),
  item: (title) => page(title),
  itemNotFound: page('सामान नहीं मिला'),
  createListing: page('अपनी लिस्टिंग डालें'),
  editListing: page('लिस्टिंग बदलें'),
  dashboard: page('डैशबोर्ड'),
  profile: page('प्रोफ़ाइल बदलें'),
  admin: page('एडमिन डैशबोर्ड'),
  support: page('सपोर्ट से संपर्क करें'),
  forgotPassword: page('अपना पासवर्ड रीसेट करें'),
  resetPassword: page('नया पासवर्ड चुनें'),
  confirmEmail: page('अपना ईमेल कन्फ़र्म करें'),
  unsubscribe: page('ये ईमेल बंद करें'),
  favorites: page('पसंदीदा'),
  notFound: page('पेज नहीं मिला'),
};

export default hindi;
