/** The listing form (spec §2) at /create-listing, /item/{id}/edit and /edit-listing/{id}; fields found by their labels. */
import { expect, type Locator, type Page } from '@playwright/test';

export interface ListingFields {
  title?: string;
  category?: string;
  description?: string;
  price?: string;
  duration?: 'Per Hour' | 'Per Day' | 'Per Week' | 'Per Month';
  /** Typed into the city picker; the option of this exact name is then chosen with the keyboard. */
  city?: { type: string; choose: string };
  customLocation?: string;
  phone?: string;
}

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export class ListingForm {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  radio(name: 'Fixed Price' | 'Negotiable' | 'Choose from list' | 'Custom location'): Locator {
    return this.main.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  async expectTitle(title: 'List Your Item' | 'Edit Your Listing'): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async fill(fields: ListingFields): Promise<void> {
    if (fields.title !== undefined) await this.field('Title').fill(fields.title);
    if (fields.category !== undefined) await this.field('Category').selectOption({ label: fields.category });
    if (fields.description !== undefined) await this.field('Description').fill(fields.description);
    if (fields.price !== undefined) await this.field('Price').fill(fields.price);
    if (fields.duration !== undefined) await this.field('Duration').selectOption({ label: fields.duration });
    if (fields.city !== undefined) await this.chooseCity(fields.city.type, fields.city.choose);
    if (fields.customLocation !== undefined) await this.field('Custom Location').fill(fields.customLocation);
    if (fields.phone !== undefined) await this.field('Contact Mobile Number (optional)').fill(fields.phone);
  }

  /** Types into the combobox, walks to the option with the arrow keys and picks it with Enter. */
  async chooseCity(text: string, city: string): Promise<void> {
    const box = this.main.getByRole('combobox', { name: 'City' });
    await box.fill(text);
    const options = this.main.getByRole('listbox', { name: 'Matching cities' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = await options.allTextContents();
    const index = names.indexOf(city);
    if (index < 0) throw new Error(`${city} is not among the matches for "${text}": ${names.slice(0, 8).join(', ')}`);
    for (let step = 0; step < index; step += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue(city);
  }

  async pickPhotos(files: PickedFile[]): Promise<void> {
    await this.main.getByLabel('Add Photos').setInputFiles(files);
  }

  async pickVideo(file: PickedFile): Promise<void> {
    await this.main.getByLabel('Add Video').setInputFiles(file);
  }

  /** The n-th photo of the grid (saved ones first, then those just picked), counting from 1. */
  photo(n: number): Locator {
    return this.main.getByRole('img', { name: `Photo ${n}`, exact: true });
  }

  removePhoto(n: number): Locator {
    return this.main.getByRole('button', { name: `Remove photo ${n}`, exact: true });
  }

  /** The chosen video's row is there while it has its remove button. */
  removeVideo(): Locator {
    return this.main.getByRole('button', { name: 'Remove video', exact: true });
  }

  /** The save's progress bar, named by its step and percentage ("Compressing video: 100%"). */
  progress(name?: string): Locator {
    return this.main.getByRole('progressbar', name === undefined ? {} : { name, exact: true });
  }

  submitButton(mode: 'create' | 'edit'): Locator {
    return this.main.getByRole('button', { name: mode === 'create' ? 'Publish Listing' : 'Update Listing' });
  }

  /** While saving, the submit button reads "Publishing..." or "Updating...", and it and Cancel are disabled. */
  async expectSaving(mode: 'create' | 'edit'): Promise<void> {
    await expect(this.main.getByRole('button', { name: mode === 'create' ? 'Publishing...' : 'Updating...', exact: true })).toBeDisabled();
    await expect(this.main.getByRole('button', { name: 'Cancel', exact: true })).toBeDisabled();
  }

  async expectError(message: string): Promise<void> {
    await expect(this.main.getByText(message, { exact: true })).toBeVisible();
  }

  async expectNoError(message: string): Promise<void> {
    await expect(this.main.getByText(message, { exact: true })).toBeHidden();
  }
}
