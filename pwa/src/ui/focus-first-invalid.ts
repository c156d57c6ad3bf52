/**
 * How a form's errors are heard, the same in every form: each message under its field, tied to it,
 * and a submit that finds errors moves focus to the first field to fix (react-hook-form forms do it
 * themselves). An error without a submit, as a refused file pick, is said by its toast.
 */

/** Focuses the first enabled control in `root` marked invalid; whether there was one. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
  field?.focus();
  return field !== null && field !== undefined;
}
