/**
 * The dashboard's avatar: the picture or the initials, with a camera badge saying it can be
 * changed; it opens the profile picture dialog.
 */
import { Camera } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { displayName, initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { ProfilePictureDialog } from './profile-picture-dialog.tsx';

export function ProfilePictureButton({ user }: { user: User }) {
  return (
    <ProfilePictureDialog user={user} place="dashboard">
      <button type="button" aria-label={profilePageMessages.picture.changeLabel} className="group relative shrink-0 rounded-full">
        <Avatar initials={initials(displayName(user))} imageUrl={user.profileImageUrl} className="size-16 text-xl sm:size-20 sm:text-2xl" />
        <span
          aria-hidden
          className="absolute -right-1 -bottom-1 flex size-8 items-center justify-center rounded-full border-2 border-surface bg-surface-muted text-fg shadow-sm group-hover:bg-primary group-hover:text-primary-fg"
        >
          <Camera className="size-4" />
        </span>
      </button>
    </ProfilePictureDialog>
  );
}
