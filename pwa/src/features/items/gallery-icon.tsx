/**
 * The gallery's three icons, drawn inline with lucide's own paths. Importing lucide-react from the
 * lazy gallery chunk made the bundler move lucide's shared code out of the entry into a file of its
 * own: one more request and ~350 bytes more on the first visit to /, which is at its budget.
 */
const PATHS = {
  close: 'M18 6 6 18M6 6l12 12',
  previous: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
} as const;

export function GalleryIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
