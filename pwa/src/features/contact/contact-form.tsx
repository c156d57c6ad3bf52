/**
 * The contact form: name, email and phone (prefilled from the profile, editable), the message with its
 * count near the limit, and Send, disabled when signed out. What is typed is kept for the tab
 * (contact-draft.ts), through a sign-in and a reload. A refused Send takes focus to the first field to
 * fix (ui/focus-first-invalid.ts).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { User } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { displayName } from '@shared/user-display.ts';
import { Button } from '@pwa/ui/button.tsx';
import { inputClass } from '@shared/ui/input-class.ts';
import { TextField } from '@pwa/ui/text-field.tsx';
import { focusFirstInvalid } from '@pwa/ui/focus-first-invalid.ts';
import { EMPTY_FIELDS, loadContactDraft, saveContactDraft, withProfile, type ContactFields } from './contact-draft.ts';
import type { ContactErrors } from './contact-validation.ts';
import { MessageCounter } from '@pwa/ui/message-counter.tsx';

const t = contactMessages.page;
const c = conversationMessages.contact;

interface ContactFormProps {
  itemId: string;
  user: User | null;
  sending: boolean;
  errors: ContactErrors;
  /** The send button's words: "Send Message", or the booking request's. */
  sendLabel?: string;
  onSend(fields: ContactFields): void;
}

const profileOf = (user: User) => ({ name: displayName(user), email: user.email, phone: user.phone ?? '' });

export function ContactForm({ itemId, user, sending, errors, sendLabel = t.send, onSend }: ContactFormProps) {
  const [fields, setFields] = useState<ContactFields>(() => {
    const kept = loadContactDraft(itemId, user?.id ?? null) ?? EMPTY_FIELDS;
    return user ? withProfile(kept, profileOf(user)) : kept;
  });
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Each refused Send gives a new errors object (none: an empty one, and no field is invalid).
  useEffect(() => {
    focusFirstInvalid(formRef.current);
  }, [errors]);

  // Signed in while on the form (the auth dialog): the profile fills what is still empty. React's
  // "adjust state when a prop changes", without an effect.
  const [filledFrom, setFilledFrom] = useState(user);
  if (user !== filledFrom) {
    setFilledFrom(user);
    if (user) setFields((current) => withProfile(current, profileOf(user)));
  }

  const change = (field: keyof ContactFields) => (value: string) =>
    setFields((current) => {
      const next = { ...current, [field]: value };
      saveContactDraft(itemId, user?.id ?? null, next);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSend(fields);
  };

  const messageError = errors.message;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={sending}>
      <TextField label={t.name} autoComplete="name" value={fields.name} onChange={(e) => change('name')(e.target.value)} error={errors.name} required maxLength={limits.contactNameMax} />
      <TextField label={t.email} type="email" autoComplete="email" inputMode="email" value={fields.email} onChange={(e) => change('email')(e.target.value)} error={errors.email} required />
      <TextField label={`${t.phone} ${c.optional}`} type="tel" autoComplete="tel" inputMode="tel" value={fields.phone} onChange={(e) => change('phone')(e.target.value)} error={errors.phone} />
      <div>
        <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-fg">
          {t.message}
        </label>
        <textarea
          id={messageId}
          rows={6}
          required
          value={fields.message}
          onChange={(e) => change('message')(e.target.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ''}`}
          className={`${inputClass} py-2.5 leading-relaxed`}
        />
        <MessageCounter id={`${messageId}-count`} length={fields.message.trim().length} />
        {messageError ? (
          <p id={`${messageId}-error`} className="mt-1.5 text-sm text-danger">
            {messageError}
          </p>
        ) : null}
      </div>
      {/* Signed out, the login-required alert above the form offers "Login or Sign Up" instead. */}
      <Button type="submit" disabled={!user || sending} className="w-full sm:w-auto sm:self-start">
        <Send aria-hidden className="size-5" />
        {sending ? t.sending : sendLabel}
      </Button>
    </form>
  );
}
