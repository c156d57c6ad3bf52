export { LanguageButton, LanguageChoice } from './language-switch.tsx';
export { LanguageSync } from './language-sync.tsx';
export { switchLanguage } from './language.ts';
