/** A round avatar: the picture when there is one, else the initials (spec §2). */
interface AvatarProps {
  initials: string;
  imageUrl?: string | null;
  className?: string;
}

export function Avatar({ initials, imageUrl, className = 'size-9 text-sm' }: AvatarProps) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-fg ${className}`}
    >
      {imageUrl ? <img src={imageUrl} alt="" className="size-full object-cover" /> : initials}
    </span>
  );
}
