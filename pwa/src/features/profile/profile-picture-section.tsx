/**
 * The edit page's picture: the current avatar, "Change Photo" opening the
 * same dialog as the dashboard (with this page's toasts), and the limit: "JPG or PNG, max 5MB".
 */
import { Camera } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { displayName, initials } from '@shared/user-display.ts';
import { Avatar } from '@pwa/ui/avatar.tsx';
import { Button } from '@pwa/ui/button.tsx';
import { ProfilePictureDialog } from './profile-picture-dialog.tsx';
import { PICTURE_MAX_MB } from './picture-rules.ts';

const t = profilePageMessages;

export function ProfilePictureSection({ user }: { user: User }) {
  return (
    <section aria-labelledby="profile-picture-heading" className="rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-6">
      <h2 id="profile-picture-heading" className="text-lg font-bold text-fg">
        {t.edit.pictureHeading}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar initials={initials(displayName(user))} imageUrl={user.profileImageUrl} className="size-20 text-2xl sm:size-24 sm:text-3xl" />
        <div className="min-w-0">
          <ProfilePictureDialog user={user} place="profile">
            <Button variant="outline">
              <Camera aria-hidden className="size-5" />
              {t.picture.changePhoto}
            </Button>
          </ProfilePictureDialog>
          <p className="mt-2 text-sm text-fg-muted">{t.picture.hint(PICTURE_MAX_MB)}</p>
        </div>
      </div>
    </section>
  );
}
