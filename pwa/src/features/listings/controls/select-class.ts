/** Native <select> looks: the text input's, with room for the browser's arrow. */
import { inputClass } from '@shared/ui/input-class.ts';

export const selectClass = `${inputClass} appearance-auto pr-8`;
