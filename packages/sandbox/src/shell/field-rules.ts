import type { RegisterField } from '../data/register-config';

/** A field's message with '(min)' and '(max)' replaced by its bounds (spec/shell.md §5). */
export function fieldMessage(field: Pick<RegisterField, 'message' | 'minLength' | 'maxLength'>): string {
  return field.message
    .replace(/\(min\)/g, String(field.minLength))
    .replace(/\(max\)/g, String(field.maxLength));
}

/**
 * Why a value breaks a field's rule (its message with the bounds filled in), or null when it fits: the length within
 * minLength..maxLength and the value matching acceptedPattern ('*' accepts anything).
 */
export function fieldProblem(
  field: Pick<RegisterField, 'message' | 'minLength' | 'maxLength' | 'acceptedPattern'>,
  value: string,
): string | null {
  const lengthOk = value.length >= field.minLength && value.length <= field.maxLength;
  const patternOk = field.acceptedPattern === '*' || new RegExp(field.acceptedPattern).test(value);
  return lengthOk && patternOk ? null : fieldMessage(field);
}
