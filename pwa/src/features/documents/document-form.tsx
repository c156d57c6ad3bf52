/**
 * The document form (document upload): a new document, or the resubmission of a rejected one
 * (its type fixed). Checked before sending with the server's schema; while it sends, the button says
 * "Uploading..." and the step shows. Whatever fails, what the user typed and picked stays. Offline it
 * is disabled: a document is never queued or stored on the phone (sensitive data).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CloudOff } from 'lucide-react';
import type { DocumentType, VerificationDocument } from '@shared/api.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { isApiError, type ApiError } from '@pwa/lib/api-error.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';
import { TextField } from '@pwa/ui/text-field.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { checkDocument, type DocumentErrors, type DocumentFormValues } from './check-document.ts';
import { DocumentNumberField } from './document-number-field.tsx';
import { DocumentPhotosField } from './document-photos-field.tsx';
import { DocumentTypeField } from './document-type-field.tsx';
import { submitDocument, type SubmitProgress } from './submit-document.ts';
import { errorText, fieldErrorTexts } from '@pwa/lib/error-text.ts';

const t = documentMessages.section;

export type DocumentFormMode = { kind: 'new'; types: readonly DocumentType[] } | { kind: 'resubmit'; document: VerificationDocument };

interface DocumentFormProps {
  mode: DocumentFormMode;
  /** The server took the document (created, or pending again). */
  onSubmitted: (document: VerificationDocument) => void;
  /** The server says the list is out of date (the type was taken, the document already decided). */
  onStale: () => void;
  onCancel?: () => void;
}

const emptyValues = (mode: DocumentFormMode): DocumentFormValues =>
  mode.kind === 'resubmit' ? { documentType: mode.document.documentType, number: '', holderName: mode.document.holderName } : { documentType: '', number: '', holderName: '' };

export function DocumentForm({ mode, onSubmitted, onStale, onCancel }: DocumentFormProps) {
  const online = useOnline();
  const [typed, setTyped] = useState<DocumentFormValues>(() => emptyValues(mode));
  // A type the list no longer offers (the server said it was taken) is unchosen; the rest stays.
  const values = mode.kind === 'new' && typed.documentType && !mode.types.includes(typed.documentType) ? { ...typed, documentType: '' as const } : typed;
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<SubmitProgress | null>(null);
  // Counts refused tries: each one moves the focus to the first field with a message.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const resubmitting = mode.kind === 'resubmit';

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = (next: Partial<DocumentFormValues>): void => {
    const updated = { ...values, ...next };
    setTyped(updated);
    // After the first try, messages follow the typing (like the app's other forms).
    if (checked) {
      const check = checkDocument(updated);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (progress) return;
    setChecked(true);
    const check = checkDocument(values);
    if (!check.ok) {
      setErrors(check.errors);
      setRefusals((count) => count + 1);
      if (check.missing) showToast('error', documentMessages.validation.missingTitle, documentMessages.validation.missingText);
      return;
    }
    setErrors({});
    setProgress({ step: 'saving' });
    try {
      const document = await submitDocument({ payload: check.payload, photos, resubmitId: resubmitting ? mode.document.id : undefined }, setProgress);
      showToast('success', resubmitting ? documentMessages.toasts.resubmitted : documentMessages.toasts.uploaded);
      setTyped(emptyValues(mode));
      setPhotos([]);
      setChecked(false);
      onSubmitted(document);
    } catch (error) {
      const title = resubmitting ? documentMessages.toasts.updateFailed : documentMessages.toasts.uploadFailed;
      // The server's message says what to do; anything else is a fault of ours, reported, not shown.
      showToast('error', title, isApiError(error) ? errorText(error) : undefined);
      if (!isApiError(error)) reportError('submitting a document', error);
      else {
        setErrors(fieldErrors(error));
        setRefusals((count) => count + 1);
        if (error.code === 'document-type-taken' || error.code === 'document-closed') onStale();
      }
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="space-y-4">
      {!online ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm text-fg-muted">
          <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.offline}
        </p>
      ) : null}
      <fieldset disabled={!online || busy} className="space-y-4">
        {mode.kind === 'new' ? (
          <DocumentTypeField types={mode.types} value={values.documentType} onChange={(documentType) => change({ documentType })} error={errors.documentType} />
        ) : null}
        <DocumentNumberField documentType={values.documentType} value={values.number} onChange={(number) => change({ number })} error={errors.documentNumber} />
        <TextField
          label={t.holderLabel}
          placeholder={t.holderPlaceholder}
          value={values.holderName}
          autoComplete="off"
          error={errors.holderName}
          onChange={(event) => change({ holderName: event.target.value })}
        />
        <DocumentPhotosField photos={photos} onChange={setPhotos} error={errors.documentImageUrls} />
        <p className="text-sm text-fg-muted">{t.privacy}</p>
        {busy ? (
          <p role="status" className="text-sm font-medium text-fg">
            {progressText(progress)}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={!online || busy}>
          {busy ? t.submitting : resubmitting ? t.resubmitSubmit : t.submit}
        </Button>
      </div>
    </form>
  );
}

function progressText(progress: SubmitProgress): string {
  if (progress.step === 'uploading') return t.uploadingPhoto(progress.photo, progress.total);
  if (progress.step === 'preparing') return t.preparingPhotos;
  return t.submitting;
}

/** The server's per-field messages (in Hindi from each field's code, else "check this field"), on the fields the form shows. */
function fieldErrors(error: ApiError): DocumentErrors {
  const errors: DocumentErrors = {};
  const worded = fieldErrorTexts(error);
  for (const field of ['documentType', 'documentNumber', 'holderName', 'documentImageUrls'] as const) {
    const message = worded[field];
    if (message) errors[field] = message;
  }
  return errors;
}
