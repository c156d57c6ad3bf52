/** हिन्दी: the profile's devices list (messages/devices.ts). */
import { countOf } from '../../intl.ts';
import type { DeviceMessages } from '../devices.ts';

const hindi: DeviceMessages = {
  heading: 'आप कहाँ-कहाँ लॉग इन हैं',
  text: 'जिस डिवाइस को आप अब इस्तेमाल नहीं करते या पहचानते नहीं, उससे लॉग आउट करें: अगली बार Kiraya खोलने पर वह लॉग आउट मिलेगा।',
  loading: 'आपके डिवाइस लोड हो रहे हैं…',
  loadFailed: 'आपके डिवाइस लोड नहीं हो सके।',
  retry: 'फिर से कोशिश करें',
  unknownBrowser: 'अनजान ब्राउज़र',
  unknownSystem: 'अनजान सिस्टम',
  deviceName: (browser, system) => `${system} पर ${browser}`,
  thisDevice: 'यह डिवाइस',
  signedIn: (when) => `लॉग इन: ${when}`,
  lastSeen: (when) => `आख़िरी बार सक्रिय: ${when}`,
  activeNow: 'अभी सक्रिय',
  signOut: 'लॉग आउट करें',
  signOutNamed: (device) => `${device} से लॉग आउट करें`,
  signingOut: 'लॉग आउट हो रहा है…',
  signedOut: (device) => `${device} से लॉग आउट हो गया।`,
  signOutEverywhere: 'बाकी सभी जगह से लॉग आउट करें',
  signedOutEverywhere: (count) => (count ? `${countOf(count, { one: 'दूसरे डिवाइस', other: 'दूसरे डिवाइसों' }, 'hi')} से लॉग आउट हो गया।` : 'कोई दूसरा डिवाइस लॉग इन नहीं था।'),
  onlyThisDevice: 'आप सिर्फ़ इसी डिवाइस पर लॉग इन हैं।',
  failed: 'डिवाइस लॉग आउट नहीं हुआ',
};

export default hindi;
