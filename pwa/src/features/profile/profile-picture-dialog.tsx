/**
 * The profile picture dialog (spec §2): choose an image, see it, then Save or Cancel. A refused file
 * (not an image, over 5 MB) is explained in a toast and in the dialog and never previewed; a file
 * the browser cannot draw is dropped with "Error reading file". While
 * saving, every control is disabled and the dialog cannot be closed, so the user cannot leave an
 * upload half done. `children` is the button that opens it; focus returns there on close.
 */
import { useState, type ReactElement } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import type { PicturePlace } from './picture-failure.ts';
import { PictureFileInput } from './picture-file-input.tsx';
import { PictureNotice } from './picture-notice.tsx';
import { PicturePreview } from './picture-preview.tsx';
import { checkPicture, PICTURE_MAX_MB, type PictureProblem } from './picture-rules.ts';
import { useObjectUrl } from './use-object-url.ts';
import { usePictureUpload } from './use-picture-upload.ts';

const t = profilePageMessages.picture;

interface ProfilePictureDialogProps {
  user: User;
  place: PicturePlace;
  children: ReactElement;
}

export function ProfilePictureDialog({ user, place, children }: ProfilePictureDialogProps) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<PictureProblem>();
  const upload = usePictureUpload(user.id, place);
  const previewUrl = useObjectUrl(file);
  const { saving } = upload;

  const close = (): void => {
    setOpen(false);
    setFile(undefined);
    setProblem(undefined);
    upload.reset();
  };

  // The browser could not draw the chosen file: it is not a picture anyone could see, so drop it.
  const readFailed = (): void => {
    setFile(undefined);
    setProblem({ title: t.steps.read });
  };

  const pick = (picked: File): void => {
    upload.reset();
    const refused = checkPicture(picked);
    setProblem(refused);
    // What is shown is what Save would send: a refused pick clears the earlier choice too.
    setFile(refused ? undefined : picked);
    if (refused) showToast('error', refused.title, refused.text);
  };

  const save = async (): Promise<void> => {
    if (!file || saving) return;
    if (await upload.save(file)) close();
  };

  const notice = upload.failure ?? problem;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (saving ? undefined : next ? setOpen(true) : close())}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-busy={saving}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-2xl sm:p-6"
        >
          <Dialog.Close
            disabled={saving}
            aria-label={t.close}
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-xl text-fg-muted hover:bg-surface-muted hover:text-fg disabled:opacity-60"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-xl font-bold text-fg">{t.dialogTitle}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-fg-muted">{t.hint(PICTURE_MAX_MB)}</Dialog.Description>
          <div className="mt-5 flex flex-col items-center gap-4">
            <PicturePreview user={user} previewUrl={previewUrl} saving={saving} onReadError={readFailed} />
            <p role="status" className="min-h-5 text-sm text-fg-muted">
              {saving ? t.uploading : ''}
            </p>
            <PictureFileInput label={file ? t.chooseAnother : t.choose} disabled={saving} onPick={pick} />
          </div>
          {notice ? (
            <div className="mt-4">
              <PictureNotice problem={notice} />
            </div>
          ) : null}
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={saving}>
                {t.cancel}
              </Button>
            </Dialog.Close>
            <Button disabled={!file || saving} onClick={() => void save()}>
              {saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {saving ? t.saving : t.save}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
