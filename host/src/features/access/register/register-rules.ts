import type { RegisterField } from '../../../api/register-config';
import { matchesRule } from '../validation';

/**
 * The registration field rules (spec/shell.md §5), as pure functions: a check answers null when the value passes,
 * else what to show (a message key, or the config's own message text with its bounds filled in).
 */

/**
 * What a field shows (its hint, or what is wrong): a message key (translated), the merchant's configured text, or
 * sentences of those shown one after the other (a rule's length, then what it accepts).
 */
export type FieldMessage =
  { key: string; values?: Record<string, string | number> } | { text: string } | { parts: FieldMessage[] };

/** Register config keys never rendered as inputs: rebateId is skipped, the captcha has its own widget (last). */
export const NOT_RENDERED: ReadonlySet<string> = new Set(['rebateId', 'captcha']);

/** Fields typed as digits only (spec/shell.md §5: mobile number and qqNum are numeric). */
export const NUMERIC_FIELDS: ReadonlySet<string> = new Set([
  'mobileNum',
  'mobileNo',
  'qqNum',
  'verificationCode',
]);

/** Masked inputs: the passwords and the payment password (spec/shell.md §5). */
export const MASKED_FIELDS: ReadonlySet<string> = new Set(['password', 'verifyPwd', 'paymentPassword']);

/** The payload name of a config key: the config's verifyPwd is the body's confirmPassword; the rest keep theirs. */
export function payloadName(key: string): string {
  return key === 'verifyPwd' ? 'confirmPassword' : key;
}

/** Bounds of a field (absent ones: anything goes). */
export function bounds(field: Pick<RegisterField, 'minLength' | 'maxLength'>): { min: number; max: number } {
  return { min: field.minLength ?? 0, max: field.maxLength ?? Number.MAX_SAFE_INTEGER };
}

/** The field's configured message with '(min)' and '(max)' replaced by its bounds (spec/shell.md §5). */
export function fieldMessageText(field: Pick<RegisterField, 'message' | 'minLength' | 'maxLength'>): string {
  return (field.message ?? '')
    .replace(/\(min\)/g, String(field.minLength ?? ''))
    .replace(/\(max\)/g, String(field.maxLength ?? ''));
}

/** Does `value` fit the field's pattern ('*' = anything) and length bounds? */
export function fitsField(
  field: Pick<RegisterField, 'minLength' | 'maxLength' | 'acceptedPattern'>,
  value: string,
): boolean {
  const { min, max } = bounds(field);
  return matchesRule(value, {
    minLength: min,
    maxLength: max,
    acceptedPattern: field.acceptedPattern || '*',
  });
}

/** Digits only: what a numeric input keeps of what was typed or pasted. */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * One field's check on blur or submit (spec/shell.md §5). Empty: in_please_information when required, else fine.
 * The confirmation (verifyPwd) must equal the password (in_confirmation_correct); its rule is the password's. A
 * required field that breaks its rule gives in_please_information; an optional one that does, its `hint` (the rule
 * in the player's language, register-hints.ts `fieldHint`), else in_please_information.
 * `value` and `password` are the trimmed values.
 */
export function checkField(
  field: RegisterField,
  value: string,
  password: string,
  hint: FieldMessage | null = null,
): FieldMessage | null {
  if (value === '') return field.required ? { key: 'in_please_information' } : null;
  if (field.key === 'verifyPwd') return value === password ? null : { key: 'in_confirmation_correct' };
  if (fitsField(field, value)) return null;
  if (field.required) return { key: 'in_please_information' };
  return hint ?? { key: 'in_please_information' };
}

/**
 * The confirmation field's rule derives from the password's (spec/shell.md §5): same bounds and pattern, the
 * confirmation's own `required` and message.
 */
export function confirmationField(
  confirm: RegisterField,
  password: RegisterField | undefined,
): RegisterField {
  if (!password) return confirm;
  return {
    ...confirm,
    minLength: password.minLength,
    maxLength: password.maxLength,
    acceptedPattern: password.acceptedPattern,
  };
}

/** The `tid` query parameter is kept only when it is all digits (spec/shell.md §5). */
export function validTid(tid: string | null | undefined): string | null {
  return tid && /^[0-9]+$/.test(tid) ? tid : null;
}

/** Message keys of the mobile registration, in the order they are checked (spec/shell.md §5). */
export const MOBILE_REGISTER_MESSAGES = {
  mobile: 'mobile_reg_mobile_invalid',
  passwordEmpty: 'mobile_reg_password_empty',
  passwordPattern: 'mobile_reg_password_pattern',
  confirm: 'mobile_reg_confirm_mismatch',
  smsCode: 'mobile_reg_sms_code_required',
  captcha: 'mobile_reg_captcha_required',
  agreement: 'mobile_reg_agree_terms',
} as const;
