/**
 * A field's hint and error ids (`<id>-hint`, `<id>-error`) and its input's ARIA: invalid while it
 * has an error, described by the hint and the error it has. One rule for every form, so a screen
 * reader hears a field's hint and error the same way on the site and in the admin.
 */
export function fieldAria(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return {
    hintId,
    errorId,
    describedBy,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}
