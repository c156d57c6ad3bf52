/** A password TextField with a show/hide toggle (both password fields have one). */
import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField } from './text-field.tsx';
import { authMessages } from '@shared/messages/auth.ts';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'endAdornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? authMessages.dialog.hidePassword : authMessages.dialog.showPassword;
  const toggle = (
    <button
      type="button"
      onClick={() => setVisible((v) => !v)}
      aria-label={label}
      aria-pressed={visible}
      title={label}
      className="flex size-11 items-center justify-center rounded-xl text-fg-muted hover:text-fg"
    >
      {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}
