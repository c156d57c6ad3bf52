/**
 * The profile form: full name, location, an optional phone and whether it shows on the
 * user's listings, checked by the same schema the server uses; the email beside them is read-only. Validation runs on the first submit,
 * then on every change, like the other forms.
 */
import { useForm } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import type { User } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { profilePayloadSchema, type ProfilePayload } from '@shared/schemas/profile.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { TextField } from '@pwa/ui/text-field.tsx';
import { ReadOnlyEmail } from './read-only-email.tsx';
import { ShowPhoneCheckbox } from './show-phone-checkbox.tsx';
import { useProfileSave } from './use-profile-save.ts';

type ProfileFormValues = v.InferInput<typeof profilePayloadSchema>;

const SERVER_FIELDS = ['fullName', 'location', 'phone'] as const;
const t = profilePageMessages.edit;

export function ProfileForm({ user }: { user: User }) {
  const save = useProfileSave(user.id);
  const { register: field, handleSubmit, setError, formState } = useForm<ProfileFormValues, unknown, ProfilePayload>({
    resolver: valibotResolver(profilePayloadSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      fullName: user.fullName ?? '',
      location: user.location ?? '',
      phone: user.phone ?? '',
      // A user saved on the device by an older version has no such field: the server's default is off.
      showPhoneOnListings: user.showPhoneOnListings ?? false,
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (payload) => {
    const fields = await save(payload);
    for (const name of SERVER_FIELDS) {
      const message = fields?.[name];
      if (message) setError(name, { type: 'server', message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t.fullName} autoComplete="name" error={errors.fullName?.message} {...field('fullName')} />
      <TextField
        label={t.location}
        placeholder={t.locationPlaceholder}
        autoComplete="address-level2"
        error={errors.location?.message}
        {...field('location')}
      />
      <TextField
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t.phonePlaceholder}
        error={errors.phone?.message}
        {...field('phone')}
      />
      <ShowPhoneCheckbox {...field('showPhoneOnListings')} />
      <ReadOnlyEmail user={user} />
      <div className="grid grid-cols-2 gap-3 pt-2 sm:flex sm:justify-end">
        <Link to="/dashboard" className={buttonClass('outline')}>
          {t.cancel}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
