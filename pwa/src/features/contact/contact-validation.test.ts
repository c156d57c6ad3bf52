import { describe, expect, it } from 'vitest';
import { errorMessages } from '@shared/messages/errors.ts';
import { pageLocale } from '@shared/locale.ts';
import { placeServerErrors } from './contact-validation.ts';

describe("the server's refused fields beside the contact form", () => {
  const failure = {
    code: 'invalid-input',
    message: 'Please check the form',
    fields: { email: 'Email is required', 'message.text': 'Message is too long', unknownField: 'Ignored' },
    fieldCodes: { email: 'required' as const },
  };

  it("go under the form's fields, worded in the page's language from each field's code where it has one", () => {
    expect(placeServerErrors(failure)).toEqual(
      pageLocale === 'en'
        ? { email: 'Email is required', message: 'Message is too long' }
        : { email: errorMessages.byField.required, message: errorMessages.fieldInvalid },
    );
  });
});
