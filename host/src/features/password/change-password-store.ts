import { playerText, type ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { changePassword, type ChangePasswordBody } from '../../api/member-password';
import { CHANGE_PASSWORD_THROTTLE_MS } from '../access/constants';
import type { FormMessage } from '../login/login-form-store';
import { changePasswordRule, checkChangePassword, type PasswordRuleSetting } from '../access/validation';

/** The change-password inputs, named as the payload fields (spec/shell.md §3). */
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** What the store needs from the shell. */
export interface ChangePasswordDeps {
  api: ApiClient;
  t: (key: string) => string;
  /** The registration password rule from the settings, when they give one. */
  passwordRule(): PasswordRuleSetting | null;
  /** The change went through. */
  onChanged(): Promise<void> | void;
  clock?: () => number;
}

/**
 * The change-password form (spec/shell.md §5): the new password matches the password rule (in_password_incorrect;
 * min 6 max 12 when the settings give none), equals its confirmation (in_confirmation_correct); the old password is
 * not asked when the current one is the default; at most one call per 3 s. Nothing typed is lost on a failure.
 */
export class ChangePasswordStore {
  values: Record<ChangePasswordField, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
  message: FormMessage | null = null;
  invalidField: ChangePasswordField | null = null;
  busy = false;
  private lastSentAt = -Infinity;
  private readonly clock: () => number;

  constructor(
    private readonly deps: ChangePasswordDeps,
    /** False when the current password is the default one (§5). */
    readonly askOld: boolean,
  ) {
    this.clock = deps.clock ?? (() => Date.now());
    makeAutoObservable<ChangePasswordStore, 'deps' | 'lastSentAt' | 'clock'>(this, {
      deps: false,
      lastSentAt: false,
      clock: false,
    });
  }

  set(field: ChangePasswordField, value: string): void {
    this.values[field] = value;
    if (this.invalidField === field) {
      this.invalidField = null;
      this.message = null;
    }
  }

  /** Validate and send. Resolves true when the password was changed; false when refused, invalid or throttled. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const broken = checkChangePassword(this.values, {
      askOld: this.askOld,
      rule: changePasswordRule(this.deps.passwordRule()),
    });
    if (broken) {
      this.message = { key: broken.key };
      this.invalidField = broken.field;
      return false;
    }
    // One call per 3 s: a quicker second press sends nothing.
    const now = this.clock();
    if (now - this.lastSentAt < CHANGE_PASSWORD_THROTTLE_MS) return false;
    this.lastSentAt = now;
    this.message = null;
    this.invalidField = null;
    this.busy = true;
    const body: ChangePasswordBody = {
      ...(this.askOld ? { oldPassword: this.values.oldPassword } : {}),
      newPassword: this.values.newPassword,
      confirmNewPassword: this.values.confirmNewPassword,
    };
    try {
      await this.deps.api.call(changePassword, { body });
    } catch (error) {
      runInAction(() => {
        this.message = { text: playerText(error, this.deps.t) };
        this.busy = false;
      });
      return false;
    }
    runInAction(() => (this.busy = false));
    await this.deps.onChanged();
    return true;
  }
}
