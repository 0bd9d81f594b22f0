import type { PasswordRuleSetting } from '../api/site-settings';
import { DEFAULT_PASSWORD_RULE } from '../constants';

/** A change-password rule: bounds and an accepted pattern (`*`: anything). */
export interface PasswordRule {
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
}

/**
 * The change-password rule (spec/shell.md §5), as the host's login and change-password panel apply it: the settings'
 * registration password rule, each missing part from the default 6-12 of anything.
 */
export function changePasswordRule(setting: PasswordRuleSetting | null | undefined): PasswordRule {
  return {
    minLength: setting?.minLength ?? DEFAULT_PASSWORD_RULE.minLength,
    maxLength: setting?.maxLength ?? DEFAULT_PASSWORD_RULE.maxLength,
    acceptedPattern: setting?.acceptedPattern || DEFAULT_PASSWORD_RULE.acceptedPattern,
  };
}

/** Whether a password fits the rule; a broken pattern from the settings leaves only the bounds (never a lock-out). */
export function matchesRule(value: string, rule: PasswordRule): boolean {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false;
  if (rule.acceptedPattern === '*') return true;
  try {
    return new RegExp(rule.acceptedPattern).test(value);
  } catch {
    return true;
  }
}

/** The change-password fields, named as the payload (spec/shell.md §7). */
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Change password checks, in the spec's order (spec/shell.md §5): the old password given (in_please_information), the
 * new one fits the rule (in_password_incorrect), the confirmation equals it (in_confirmation_correct).
 */
export function checkChangePassword(
  values: Record<ChangePasswordField, string>,
  rule: PasswordRule,
): { field: ChangePasswordField; key: string } | null {
  if (!values.oldPassword) return { field: 'oldPassword', key: 'in_please_information' };
  if (!matchesRule(values.newPassword, rule)) return { field: 'newPassword', key: 'in_password_incorrect' };
  if (values.newPassword !== values.confirmNewPassword) {
    return { field: 'confirmNewPassword', key: 'in_confirmation_correct' };
  }
  return null;
}
