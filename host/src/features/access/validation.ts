import { matchesRule } from '@wl/ui/password';
import { DEFAULT_RULES, type FieldRule } from './constants';

// The length-and-pattern match and the change-password rule (§5) are shared with the member centre through @wl/ui.
export {
  changePasswordRule,
  checkChangePassword,
  matchesRule,
  type PasswordRuleSetting,
} from '@wl/ui/password';

/**
 * The access forms' validation rules (spec/shell.md §5). Each check answers null when the value passes, else the
 * message key to show; components translate keys, so tests assert keys under `?lang=cimode`.
 */

/** The merchant's mobile-number rule from the settings (`sms`), when it gives one. */
export interface SmsRule {
  countryDialingCode?: string | null;
  mobilePattern?: string | null;
  mobileMinLength?: number | null;
  mobileMaxLength?: number | null;
}

/** `rule`'s message key when `value` breaks it, else null. */
export function checkRule(value: string, rule: FieldRule): string | null {
  return matchesRule(value, rule) ? null : rule.messageKey;
}

/** Username and password login: both non-empty, else in_incorrect_password (the username is trimmed first). */
export function checkCredentials(username: string, password: string): string | null {
  return username.trim() && password ? null : 'in_incorrect_password';
}

const DIGITS = /^[0-9]+$/;

/**
 * A mobile number for the mobile logins and the SMS-code request: digits only and the configured pattern and length
 * bounds, else br_enright_cphone; when the settings give no rule, the default (digits, 10-16:
 * error_phone_number_limit).
 */
export function checkMobile(mobile: string, sms: SmsRule | null | undefined): string | null {
  const value = mobile.trim();
  if (!DIGITS.test(value)) return 'br_enright_cphone';
  const configured = sms && (sms.mobilePattern || sms.mobileMinLength || sms.mobileMaxLength);
  if (!configured) return checkRule(value, DEFAULT_RULES.mobileNum);
  const rule = {
    minLength: sms.mobileMinLength ?? 1,
    maxLength: sms.mobileMaxLength ?? Number.MAX_SAFE_INTEGER,
    acceptedPattern: sms.mobilePattern || '*',
  };
  return matchesRule(value, rule) ? null : 'br_enright_cphone';
}

/** The country dialling code: optional; when given, digits 1-3 (error_country_code_limit). */
export function checkCountryCode(code: string): string | null {
  const value = code.trim();
  return value === '' ? null : checkRule(value, DEFAULT_RULES.countryDialingCode);
}

/** The SMS code of the mobile-code login: 1-10 characters. */
export function checkVerificationCode(code: string): string | null {
  return checkRule(code.trim(), DEFAULT_RULES.verificationCode);
}

/** The password of the mobile-number login: non-empty (in_incorrect_password), then 6-16 (error_password). */
export function checkLoginPassword(password: string): string | null {
  if (!password) return 'in_incorrect_password';
  return checkRule(password, DEFAULT_RULES.password);
}
