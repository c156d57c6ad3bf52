/**
 * How a form's errors are heard, the same in every form: each error message sits under its
 * field, tied to it (aria-invalid, aria-describedby), and a submit that finds errors — the form's own
 * check or the server's — moves focus to the first field to fix, so a screen reader reads that field
 * with its message. (react-hook-form does this for the forms built on it: shouldFocusError and
 * setError's shouldFocus.) An error that comes without a submit, as a refused file pick, is said by
 * its toast, a live region, and stays tied to its field.
 */

/** Focuses the first enabled control in `root` marked invalid; whether there was one. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
  field?.focus();
  return field !== null && field !== undefined;
}
