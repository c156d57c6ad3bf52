/**
 * /profile/edit: the picture, the profile form and the read-only email with whether it is confirmed,
 * Change email, Change password, where the account is signed in, Download my data and, last, Delete my
 * account. Signed out, it says
 * "Please log in to edit your profile." and offers the login dialog; once signed in there, the page
 * shows without a reload. Below the form, the document verification section and the way to
 * Contact support.
 */
import { Link } from '@tanstack/react-router';
import { ArrowLeft, LifeBuoy, LockKeyhole } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { SectionCard } from '@pwa/ui/section-card.tsx';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { DocumentVerificationSection } from '@pwa/features/documents/index.ts';
import { ChangeEmailSection } from '@pwa/features/email/index.ts';
import { EmailAlertsSection } from '@pwa/features/email-alerts/index.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DownloadDataSection } from './download-data-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfilePictureSection } from './profile-picture-section.tsx';

const t = profilePageMessages.edit;
const supportLink = profilePageMessages.support;

export function ProfileEditPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageMessage busy title={messages.guard.checking} />;
  if (auth.status === 'signed-out') {
    return (
      <PageMessage icon={<LockKeyhole aria-hidden className="size-7" />} title={t.loggedOut}>
        <Button onClick={() => openAuthDialog('login')}>{t.logIn}</Button>
      </PageMessage>
    );
  }
  const { user } = auth;
  return (
    <div className="mx-auto max-w-2xl px-3 py-6 sm:px-4 sm:py-8">
      <Link to="/dashboard" className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-medium text-fg-muted hover:text-fg">
        <ArrowLeft aria-hidden className="size-4" />
        {t.backToDashboard}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-fg sm:text-3xl">{t.title}</h1>
      <p className="mt-1 text-fg-muted">{t.text}</p>
      <div className="mt-6 space-y-4">
        <ProfilePictureSection user={user} />
        <SectionCard id="profile-details-heading" title={t.detailsHeading}>
          <div className="mt-4">
            <ProfileForm user={user} />
          </div>
        </SectionCard>
        {user.hasPassword ? <ChangeEmailSection /> : null}
        {user.hasPassword ? <ChangePasswordSection /> : null}
        <EmailAlertsSection user={user} />
        <DevicesSection />
        <DownloadDataSection />
        <DocumentVerificationSection user={user} />
        <SectionCard id="profile-support-heading" title={supportLink.heading} text={supportLink.text}>
          <Link to="/support" className={buttonClass('outline', undefined, 'mt-3')}>
            <LifeBuoy aria-hidden className="size-4" />
            {supportLink.link}
          </Link>
        </SectionCard>
        <DeleteAccountSection user={user} />
      </div>
    </div>
  );
}
