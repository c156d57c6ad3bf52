/** Text input looks, shared by the form fields and the header search boxes (the server's first screens too). */
export const inputClass =
  'block min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-fg ' +
  'placeholder:text-fg-muted/80 focus-visible:border-primary aria-invalid:border-danger';
