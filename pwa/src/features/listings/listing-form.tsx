/**
 * The listing form, for creating and editing. Validation runs on the first submit, then on every change;
 * while saving, the buttons are disabled, a second submit is ignored and the media's progress shows. The
 * server's per-field messages land under their fields, from a refused save or, for a draft refused while
 * the owner was away, as the form opens; a refused save focuses the first field to fix.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { listingMessages } from '@shared/messages/listings.ts';
import { listingFormSchema, type ListingFormValues } from '@shared/schemas/listing.ts';
import { Button } from '@pwa/ui/button.tsx';
import { focusFirstInvalid } from '@pwa/ui/focus-first-invalid.ts';
import { ContactField } from './contact-field.tsx';
import { DetailsFields } from './details-fields.tsx';
import { FormSection } from './controls/form-section.tsx';
import { FormDraftStatus } from './form-draft-status.tsx';
import { LocationFields } from './location-fields.tsx';
import { MediaFields } from './media-fields.tsx';
import type { MediaSelection } from './media-selection.ts';
import { PricingFields } from './pricing-fields.tsx';
import type { SaveProgress } from './save-progress.ts';
import { SaveProgressBar } from './save-progress-bar.tsx';
import { placeServerErrors } from './server-field-errors.ts';
import { useFormDraftAutosave, type FormDraftBinding } from './use-form-draft-autosave.ts';
import type { ListingFormOutput } from './listing-form-values.ts';
import type { SaveListing } from './use-listing-save.ts';

const t = listingMessages.form;

interface ListingFormProps {
  mode: 'create' | 'edit';
  defaultValues: ListingFormValues;
  defaultMedia: MediaSelection;
  /** The server's per-field messages to show as the form opens. */
  serverErrors?: Readonly<Record<string, string>> | undefined;
  /** Keeps what is typed on the device until it is saved (form-draft-keeper.ts). */
  draft?: FormDraftBinding;
  onSave: SaveListing;
}

export function ListingForm({ mode, defaultValues, defaultMedia, serverErrors, draft, onSave }: ListingFormProps) {
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: valibotResolver(listingFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // 'all' lets valibot run the form-wide rules (price, location) even while a field is still wrong,
    // so the first submit of an empty form shows every message at once rather than in waves.
    criteriaMode: 'all',
    defaultValues,
  });
  const navigate = useNavigate();
  const [media, setMedia] = useState(defaultMedia);
  const [mediaErrors, setMediaErrors] = useState<{ photos?: string; video?: string }>({});
  const [progress, setProgress] = useState<SaveProgress>();
  const saving = useRef(false);
  const busy = form.formState.isSubmitting;
  const draftKept = useFormDraftAutosave(form, media, draft);
  const formRef = useRef<HTMLFormElement>(null);
  const focusMediaError = useRef(false);

  const showServerErrors = (fields: Readonly<Record<string, string>>, locationType: ListingFormValues['locationType'], focus: boolean): void => {
    const placed = placeServerErrors(fields, locationType);
    placed.form.forEach(([name, message], index) => form.setError(name, { type: 'server', message }, { shouldFocus: focus && index === 0 }));
    setMediaErrors({ photos: placed.photos, video: placed.video });
    focusMediaError.current = focus && placed.form.length === 0;
  };

  // Only the media refused: focus goes to their picker once the save is over (disabled until then).
  useEffect(() => {
    if (!focusMediaError.current || busy) return;
    focusMediaError.current = false;
    focusFirstInvalid(formRef.current);
  }, [mediaErrors, busy]);

  const opened = useRef(false);
  useEffect(() => {
    // Once, as the form opens: later changes are the owner's.
    if (opened.current || !serverErrors) return;
    opened.current = true;
    showServerErrors(serverErrors, form.getValues('locationType'), false);
  });

  const save = async (values: ListingFormOutput): Promise<void> => {
    if (saving.current) return;
    saving.current = true;
    try {
      const fields = await onSave(values, media, (next) =>
        setProgress((shown) => (shown?.step === next.step && shown.percent === next.percent ? shown : next)),
      );
      if (fields) showServerErrors(fields, values.locationType, true);
    } finally {
      saving.current = false;
      setProgress(undefined);
    }
  };
  // handleSubmit is asked for the handler on each submit, not while rendering: the handler reads the
  // `saving` ref, which render must not.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(save)(event);

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-5">
        <FormSection title={t.sections.details}>
          <DetailsFields />
        </FormSection>
        <FormSection title={t.sections.pricing}>
          <PricingFields />
        </FormSection>
        <FormSection title={t.sections.location}>
          <LocationFields />
          <ContactField />
        </FormSection>
        <FormSection title={t.sections.media}>
          <MediaFields media={media} onChange={setMedia} errors={mediaErrors} disabled={busy} />
        </FormSection>
        {progress ? <SaveProgressBar progress={progress} /> : null}
        <FormDraftStatus kept={draftKept && !busy} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={() => void navigate({ to: '/' })}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy} className="sm:min-w-44">
            {mode === 'create' ? (busy ? t.publishing : t.publish) : busy ? t.updating : t.update}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
