/**
 * "Report": what is wrong (one of six reasons) and optional words, sent at once; thanked with a toast.
 * A message's report also offers to block its sender in that conversation. Bad input is said under its
 * field; a report already open, the limit or no connection are said in a toast, and the dialog stays.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { reportReasons, type ReportTargetType } from '@shared/api.ts';
import { reportMessages } from '@shared/messages/reports.ts';
import { reportSchema, type ReportFormValues, type ReportPayload } from '@shared/schemas/report.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showRefusal } from '@pwa/ui/form-refusal.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { postReport } from './reports-api.ts';

const t = reportMessages;

interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** A message's or a user's report in a conversation: whose it is, and how to block them there. */
  block?: { name: string; run: () => Promise<void> } | undefined;
}

/** The dialog (loaded on its first open by lazy-report-dialog.tsx): `open` is the opener's; focus goes back to what had it. */
export function OpenReportDialog({ open, onOpenChange, ...target }: ReportTarget & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t.dialogTitle[target.targetType]} description={t.dialogText}>
      {open ? <ReportForm {...target} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function ReportForm({ targetType, targetId, block, onDone }: ReportTarget & { onDone: () => void }) {
  const id = useId();
  const [alsoBlock, setAlsoBlock] = useState(false);
  const { register: field, handleSubmit, setError, formState } = useForm<ReportFormValues, unknown, ReportPayload>({
    resolver: valibotResolver(reportSchema),
    mode: 'onSubmit',
    defaultValues: { targetType, targetId, details: '' },
  });
  const onSubmit = handleSubmit(async (payload) => {
    if (!navigator.onLine) return showToast('error', t.failed, t.needsOnline);
    try {
      await postReport({ ...payload, details: payload.details || null });
    } catch (error) {
      return showRefusal(error, ['reason', 'details'], setError, t.failed);
    }
    showToast('success', t.thanksTitle, t.thanksText);
    if (block && alsoBlock) {
      try {
        await block.run();
        showToast('success', t.blocked(block.name));
      } catch {
        showToast('error', t.failed, t.needsOnline);
      }
    }
    onDone();
  });
  const reasonError = formState.errors.reason?.message;
  const detailsError = formState.errors.details?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-fg">{t.reasonLabel}</legend>
        <div className="space-y-1">
          {reportReasons.map((reason) => (
            <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1">
              <input type="radio" value={reason} className="size-5 shrink-0 accent-primary" {...field('reason')} />
              <span className="text-sm text-fg">{t.reasons[reason]}</span>
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={`${id}-reason-error`} role="alert" className="mt-1 text-sm text-danger">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-details`} className="mb-1.5 block text-sm font-medium text-fg">
          {t.detailsLabel}
        </label>
        <textarea
          id={`${id}-details`}
          rows={3}
          className={`${inputClass} py-2.5 leading-relaxed`}
          aria-invalid={detailsError ? true : undefined}
          aria-describedby={detailsError ? `${id}-details-error` : undefined}
          {...field('details')}
        />
        {detailsError ? (
          <p id={`${id}-details-error`} role="alert" className="mt-1 text-sm text-danger">
            {detailsError}
          </p>
        ) : null}
      </div>
      {block ? (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-primary" checked={alsoBlock} onChange={(event) => setAlsoBlock(event.target.checked)} />
          <span className="text-sm text-fg">{t.alsoBlock(block.name)}</span>
        </label>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose disabled={formState.isSubmitting} className={buttonClass('outline')}>
          {t.cancel}
        </DialogClose>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.sending : t.submit}
        </Button>
      </div>
    </form>
  );
}
