/**
 * Where the server's per-field messages (`fields`, worded for the page by
 * fieldErrorTexts) go on the form. The payload has one `location`, which the form shows under
 * whichever location box is in use; media messages go under the pickers.
 */
import type { ListingFormValues } from '@shared/schemas/listing.ts';

type FormField = keyof ListingFormValues;

export interface PlacedErrors {
  form: [FormField, string][];
  photos?: string;
  video?: string;
}

const SAME_NAME: readonly FormField[] = ['title', 'description', 'categoryId', 'price', 'priceUnit', 'contactPhone', 'availableFrom', 'availableUntil'];

export function placeServerErrors(fields: Readonly<Record<string, string>>, locationType: ListingFormValues['locationType']): PlacedErrors {
  const placed: PlacedErrors = { form: [] };
  for (const [key, message] of Object.entries(fields)) {
    // Array items come as "imageUrls.2".
    const name = key.split('.')[0] ?? key;
    if (name === 'imageUrls') placed.photos ??= message;
    else if (name === 'videoUrl') placed.video ??= message;
    else if (name === 'location') placed.form.push([locationType === 'custom' ? 'customLocation' : 'location', message]);
    else if (name === 'isNegotiable') placed.form.push(['price', message]);
    else if ((SAME_NAME as readonly string[]).includes(name)) placed.form.push([name as FormField, message]);
  }
  return placed;
}
