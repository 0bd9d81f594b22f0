import { CHANGE_PASSWORD_THROTTLE_MS, DEFAULT_CHANGE_PASSWORD_RULE } from './constants';

/**
 * The change-password rule of spec/shell.md §5, shared by the host's change-password panel and the member centre's
 * security page (a remote cannot import the host): the settings' password rule, the checks in the spec's order and
 * the 3 s throttle live here once so the two forms cannot drift apart.
 */

/** The registration password rule from the settings (`defaultPasswordRule`), when they give one. */
export interface PasswordRuleSetting {
  minLength?: number | null;
  maxLength?: number | null;
  acceptedPattern?: string | null;
}

/** Length bounds and an accepted pattern (`*` or empty: anything). */
export interface PasswordRule {
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
}

/** The change-password fields, named as the payload fields (spec/shell.md §3, §7). */
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** The three change-password inputs. */
export type ChangePasswordValues = Record<ChangePasswordField, string>;

/** The first check a change-password form breaks: the field to mark and the message key to show. */
export interface ChangePasswordProblem {
  field: ChangePasswordField;
  key: string;
}

/** Does `value` fit `rule`'s length bounds and pattern? A broken pattern from the settings leaves only the bounds. */
export function matchesRule(value: string, rule: PasswordRule): boolean {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false;
  if (rule.acceptedPattern === '*' || rule.acceptedPattern === '') return true;
  try {
    return new RegExp(rule.acceptedPattern).test(value);
  } catch {
    // A broken pattern must not lock everybody out.
    return true;
  }
}

/** The change-password rule: the settings' registration password rule, each missing part from the default 6-12. */
export function changePasswordRule(setting: PasswordRuleSetting | null | undefined): PasswordRule {
  return {
    minLength: setting?.minLength ?? DEFAULT_CHANGE_PASSWORD_RULE.minLength,
    maxLength: setting?.maxLength ?? DEFAULT_CHANGE_PASSWORD_RULE.maxLength,
    acceptedPattern: setting?.acceptedPattern || DEFAULT_CHANGE_PASSWORD_RULE.acceptedPattern,
  };
}

/**
 * The change-password checks in the spec's order (§5): the old password when asked (in_please_information), the new
 * one fits the rule (in_password_incorrect), the confirmation equals it (in_confirmation_correct). Null: all pass.
 */
export function checkChangePassword(
  values: ChangePasswordValues,
  options: { askOld: boolean; rule: PasswordRule },
): ChangePasswordProblem | null {
  if (options.askOld && !values.oldPassword) return { field: 'oldPassword', key: 'in_please_information' };
  if (!matchesRule(values.newPassword, options.rule))
    return { field: 'newPassword', key: 'in_password_incorrect' };
  if (values.newPassword !== values.confirmNewPassword) {
    return { field: 'confirmNewPassword', key: 'in_confirmation_correct' };
  }
  return null;
}

/** The change-password payload: the old password only when it was asked (not when the current one is the default). */
export function changePasswordBody(
  values: ChangePasswordValues,
  askOld: boolean,
): { oldPassword?: string; newPassword: string; confirmNewPassword: string } {
  return {
    ...(askOld ? { oldPassword: values.oldPassword } : {}),
    newPassword: values.newPassword,
    confirmNewPassword: values.confirmNewPassword,
  };
}

/**
 * Admits a change-password submission: the checks first, then at most one call per 3 s. Keep one per form store
 * (plain, not observable): it remembers when the last call went out.
 */
export class ChangePasswordGate {
  private lastSentAt = -Infinity;

  constructor(private readonly clock: () => number = () => Date.now()) {}

  /**
   * The broken check when the form is invalid; 'throttled' inside 3 s of the last call (a quicker second press sends
   * nothing); 'send' when the call may go, counted from now.
   */
  admit(
    values: ChangePasswordValues,
    options: { askOld: boolean; rule: PasswordRule },
  ): ChangePasswordProblem | 'throttled' | 'send' {
    const broken = checkChangePassword(values, options);
    if (broken) return broken;
    const now = this.clock();
    if (now - this.lastSentAt < CHANGE_PASSWORD_THROTTLE_MS) return 'throttled';
    this.lastSentAt = now;
    return 'send';
  }
}
