/** The app's button: a native <button> (type="button" unless told) with the shared looks. */
import type { ComponentProps } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@shared/ui/button-class.ts';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
