/**
 * The profile picture dialog: choose an image, see it, then Save or Cancel. A refused or unreadable
 * file is explained and never previewed; while saving nothing can be changed or closed, so no upload
 * is left half done. `children` is the button that opens it; focus returns there on close.
 */
import { useState, type ReactElement } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { Button } from '@pwa/ui/button.tsx';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';
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
    <ModalDialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : next ? setOpen(true) : close())}
      trigger={children}
      frame="narrow"
      busy={saving}
      title={t.dialogTitle}
      description={t.hint(PICTURE_MAX_MB)}
      closeLabel={t.close}
      closeDisabled={saving}
    >
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
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            {t.cancel}
          </Button>
        </DialogClose>
        <Button disabled={!file || saving} onClick={() => void save()}>
          {saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </ModalDialog>
  );
}
