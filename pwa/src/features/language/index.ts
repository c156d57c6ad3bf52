export { LanguageButton, LanguageChoice } from './language-switch.tsx';
export { useLanguageSync } from './use-language-sync.ts';
export { switchLanguage } from './language.ts';
