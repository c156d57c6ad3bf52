/** The listing form at /create-listing, /item/{id}/edit and /edit-listing/{id}; fields found by their labels. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { PriceUnit } from '../../shared/src/api.ts';
import { escapeRegExp, testCopy } from '../copy.ts';

export interface ListingFields {
  title?: string;
  /** The category's name as the API gives it. */
  category?: string;
  description?: string;
  price?: string;
  duration?: PriceUnit;
  /** Typed into the city picker; the option of this exact name is then chosen with the keyboard. */
  city?: { type: string; choose: string };
  customLocation?: string;
  phone?: string;
}

/** The form's labelled fields (the city picker is chooseCity's). */
export type ListingField = 'title' | 'category' | 'description' | 'price' | 'duration' | 'customLocation' | 'phone';

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export class ListingForm {
  private readonly copy = testCopy();
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  field(field: ListingField): Locator {
    const form = this.copy.listings.form;
    const labels: Record<ListingField, string> = {
      title: form.title,
      category: form.category,
      description: form.description,
      price: form.price,
      duration: form.duration,
      customLocation: form.customLocationLabel,
      phone: form.contactPhone,
    };
    // Only the control: in Hindi the Pricing section and its Price field are both "कीमत".
    return this.main.getByLabel(labels[field], { exact: true }).and(this.page.locator('input, select, textarea'));
  }

  /** A price per hour's available hours ("HH:MM", or '' for Not set), shown once the duration is Per Hour. */
  async availableHours(from: string, until: string): Promise<void> {
    const form = this.copy.listings.form;
    const group = this.main.getByRole('group', { name: form.availableHours });
    await group.getByLabel(form.opensAt, { exact: true }).selectOption(from);
    await group.getByLabel(form.closesAt, { exact: true }).selectOption(until);
  }

  /** A choice of the pricing type or the location type; its name starts with the label, then its hint. */
  radio(choice: 'fixedPrice' | 'negotiable' | 'chooseFromList' | 'customLocation'): Locator {
    return this.main.getByRole('radio', { name: new RegExp(`^${escapeRegExp(this.copy.listings.form[choice])}`) });
  }

  async expectTitle(mode: 'create' | 'edit'): Promise<void> {
    const form = this.copy.listings.form;
    await expect(this.main.getByRole('heading', { level: 1, name: mode === 'create' ? form.createTitle : form.editTitle })).toBeVisible();
  }

  async fill(fields: ListingFields): Promise<void> {
    if (fields.title !== undefined) await this.field('title').fill(fields.title);
    if (fields.category !== undefined) await this.field('category').selectOption({ label: fields.category });
    if (fields.description !== undefined) await this.field('description').fill(fields.description);
    if (fields.price !== undefined) await this.field('price').fill(fields.price);
    if (fields.duration !== undefined) await this.field('duration').selectOption({ label: this.copy.listings.priceUnits[fields.duration] });
    if (fields.city !== undefined) await this.chooseCity(fields.city.type, fields.city.choose);
    if (fields.customLocation !== undefined) await this.field('customLocation').fill(fields.customLocation);
    if (fields.phone !== undefined) await this.field('phone').fill(fields.phone);
  }

  /** The city picker (a combobox). */
  cityBox(): Locator {
    return this.main.getByRole('combobox', { name: this.copy.listings.form.city });
  }

  /** Types into the combobox, walks to the option with the arrow keys and picks it with Enter. */
  async chooseCity(text: string, city: string): Promise<void> {
    const box = this.cityBox();
    await box.fill(text);
    const options = this.main.getByRole('listbox', { name: this.copy.listings.cityPicker.listLabel }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const names = await options.allTextContents();
    const index = names.indexOf(city);
    if (index < 0) throw new Error(`${city} is not among the matches for "${text}": ${names.slice(0, 8).join(', ')}`);
    for (let step = 0; step < index; step += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue(city);
  }

  async pickPhotos(files: PickedFile[]): Promise<void> {
    await this.main.getByLabel(this.copy.listings.media.addPhotos).setInputFiles(files);
  }

  async pickVideo(file: PickedFile): Promise<void> {
    await this.main.getByLabel(this.copy.listings.media.addVideo).setInputFiles(file);
  }

  /** The n-th photo of the grid (saved ones first, then those just picked), counting from 1. */
  photo(n: number): Locator {
    return this.main.getByRole('img', { name: this.copy.listings.media.photoAlt(n), exact: true });
  }

  removePhoto(n: number): Locator {
    return this.main.getByRole('button', { name: this.copy.listings.media.removePhoto(n), exact: true });
  }

  /** The chosen video's row is there while it has its remove button. */
  removeVideo(): Locator {
    return this.main.getByRole('button', { name: this.copy.listings.media.removeVideo, exact: true });
  }

  /** The save's progress bar, named by its step and percentage ("Compressing video: 100%"). */
  progress(name?: string): Locator {
    return this.main.getByRole('progressbar', name === undefined ? {} : { name, exact: true });
  }

  submitButton(mode: 'create' | 'edit'): Locator {
    const form = this.copy.listings.form;
    return this.main.getByRole('button', { name: mode === 'create' ? form.publish : form.update });
  }

  cancelButton(): Locator {
    return this.main.getByRole('button', { name: this.copy.listings.form.cancel, exact: true });
  }

  /** While saving, the submit button reads "Publishing..." or "Updating...", and it and Cancel are disabled. */
  async expectSaving(mode: 'create' | 'edit'): Promise<void> {
    const form = this.copy.listings.form;
    await expect(this.main.getByRole('button', { name: mode === 'create' ? form.publishing : form.updating, exact: true })).toBeDisabled();
    await expect(this.cancelButton()).toBeDisabled();
  }

  async expectError(message: string): Promise<void> {
    await expect(this.main.getByText(message, { exact: true })).toBeVisible();
  }

  async expectNoError(message: string): Promise<void> {
    await expect(this.main.getByText(message, { exact: true })).toBeHidden();
  }
}
