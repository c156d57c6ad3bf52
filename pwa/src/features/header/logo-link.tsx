/**
 * The Kiraya mark and name, linking home. The mark is the app icon's, drawn inline (no request).
 * On the narrowest phones the name gives way to the buttons beside it (the signed-in
 * header overflowed a 360 px screen); the mark stays, and the link keeps its name for screen readers.
 */
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages.ts';

/**
 * Below which width the name is hidden: a signed-in header carries the avatar and the Messages entry
 * too, so it needs the room sooner. Measured with the Playwright width test
 * (e2e/narrow-screens.spec.ts) at 320, 360, 390.
 */
const hideNameBelow = {
  'signed-in': 'max-[439px]:sr-only',
  'signed-out': 'max-[349px]:sr-only',
} as const;

export function LogoLink({ account = 'signed-out' }: { account?: keyof typeof hideNameBelow }) {
  return (
    <Link to="/" className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-xl pr-1" aria-label={messages.brand.homeLabel}>
      <svg viewBox="0 0 64 64" aria-hidden className="size-9">
        <rect width="64" height="64" rx="14" fill="#c2410c" />
        <path d="M22 16v32M44 16 26 33l18 15" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="47" cy="17" r="4" fill="#fde68a" />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight text-fg ${hideNameBelow[account]}`}>{messages.brand.name}</span>
    </Link>
  );
}
