/** Looks of a full-width row in the mobile menu (links and buttons alike). */
export const menuRowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium text-fg hover:bg-surface-muted';
