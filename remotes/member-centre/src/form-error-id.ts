/**
 * The id of a form's error line (`mc-<form>-error`): the field the error is about names it in aria-describedby while
 * it is invalid. One form, one id: `deposit`, `security-password`, `rg-depositLimit`…
 */
export function formErrorId(form: string): string {
  return `mc-${form}-error`;
}
