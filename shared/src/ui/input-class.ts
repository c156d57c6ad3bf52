/** Text input looks, shared by the form fields and the header search boxes (the server's first screens too). */
export const inputClass =
  'block min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-fg ' +
  'placeholder:text-fg-muted/80 focus-visible:border-primary aria-invalid:border-danger';

/** A native select in the fields' looks, as wide as its longest choice rather than the row (phones show their own picker). */
export const autoWidthSelectClass = inputClass.replace('w-full', 'w-auto') + ' appearance-auto pr-8';
