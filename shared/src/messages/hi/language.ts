/** हिन्दी: the language switch (messages/language.ts). */
import type { LanguageMessages } from '../language.ts';

const hindi: LanguageMessages = {
  heading: 'भाषा',
  switchTo: (name) => `भाषा बदलकर ${name} करें`,
  switching: 'भाषा बदली जा रही है...',
};

export default hindi;
