/**
 * A round avatar: the picture when there is one, else the initials (at most two letters,
 * see shared/src/user-display.ts), on one line and clipped by the circle whatever the font.
 */
interface AvatarProps {
  initials: string;
  imageUrl?: string | null;
  className?: string;
}

export function Avatar({ initials, imageUrl, className = 'size-9 text-sm' }: AvatarProps) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary leading-none font-semibold whitespace-nowrap text-primary-fg ${className}`}
    >
      {imageUrl ? <img src={imageUrl} alt="" className="size-full object-cover" /> : initials}
    </span>
  );
}
