/**
 * The big round picture in the dialog: the chosen file's preview, else the current picture (or the
 * initials). A preview the browser cannot draw reports itself, so a broken file is never uploaded.
 * While saving, a spinner covers it.
 */
import { LoaderCircle } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { displayName, initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';

interface PicturePreviewProps {
  user: User;
  previewUrl: string | undefined;
  saving: boolean;
  onReadError: () => void;
}

export function PicturePreview({ user, previewUrl, saving, onReadError }: PicturePreviewProps) {
  return (
    <div className="relative mx-auto size-36 sm:size-40">
      {previewUrl ? (
        <img
          key={previewUrl}
          src={previewUrl}
          alt={profilePageMessages.picture.previewAlt}
          onError={onReadError}
          className="size-full rounded-full border border-border object-cover"
        />
      ) : (
        <Avatar initials={initials(displayName(user))} imageUrl={user.profileImageUrl} className="size-full text-4xl" />
      )}
      {saving ? (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center rounded-full bg-black/55">
          <LoaderCircle className="size-10 animate-spin text-white" />
        </span>
      ) : null}
    </div>
  );
}
