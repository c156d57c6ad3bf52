/**
 * What a listing without photos shows (the stock placeholder, drawn inline so it costs no
 * download and follows the theme): a soft landscape in a frame, clearly "no photo yet".
 */
export function PlaceholderIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 120" aria-hidden className={`bg-surface-muted text-fg-muted ${className}`} preserveAspectRatio="xMidYMid slice">
      <rect x="46" y="30" width="68" height="54" rx="8" fill="none" stroke="currentColor" strokeOpacity="0.45" strokeWidth="3" />
      <circle cx="66" cy="48" r="6" fill="currentColor" fillOpacity="0.35" />
      <path d="M50 80 L72 58 L86 71 L95 63 L110 80 Z" fill="currentColor" fillOpacity="0.3" />
    </svg>
  );
}
