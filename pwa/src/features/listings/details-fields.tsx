/** Title, category (the server's real categories) and description of the listing form. */
import { Controller, useFormContext } from 'react-hook-form';
import { listingMessages } from '@shared/messages/listings.ts';
import { DESCRIPTION_MAX, TITLE_MAX, type ListingFormValues } from '@shared/schemas/listing.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { TextField } from '@pwa/ui/text-field.tsx';
import { useCategories } from '@pwa/features/categories/index.ts';
import { FieldShell } from './controls/field-shell.tsx';
import { selectClass } from './controls/select-class.ts';
import { categoryName } from '@shared/messages/categories.ts';

const t = listingMessages.form;

export function DetailsFields() {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const { errors } = formState;
  const categories = useCategories();
  return (
    <>
      <TextField label={t.title} placeholder={t.titlePlaceholder} maxLength={TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <FieldShell label={t.category} error={errors.categoryId?.message}>
            {(a11y) => (
              // Controlled, so a value set before the categories arrive shows once they do.
              <select {...a11y} {...field} disabled={field.disabled || categories.status !== 'ready'} className={selectClass}>
                <option value="">{categories.status === 'ready' ? t.categoryPlaceholder : t.categoriesLoading}</option>
                {categories.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {categoryName(category)}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        )}
      />
      <FieldShell label={t.description} error={errors.description?.message}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={5}
            maxLength={DESCRIPTION_MAX}
            placeholder={t.descriptionPlaceholder}
            className={`${inputClass} py-2.5 leading-relaxed`}
            {...register('description')}
          />
        )}
      </FieldShell>
    </>
  );
}
