import { playerText, type ApiClient } from '@wl/api-client';
import {
  ChangePasswordGate,
  changePasswordBody,
  changePasswordRule,
  type ChangePasswordField,
  type PasswordRuleSetting,
} from '@wl/ui/password';
import { makeAutoObservable, runInAction } from 'mobx';
import { changePassword } from '../../../api/member-password';
import type { FormMessage } from '../login/login-form-store';

export type { ChangePasswordField } from '@wl/ui/password';

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
  /** The spec's checks and the one-call-per-3-s throttle, shared with the member centre. */
  private readonly gate: ChangePasswordGate;

  constructor(
    private readonly deps: ChangePasswordDeps,
    /** False when the current password is the default one (§5). */
    readonly askOld: boolean,
  ) {
    this.gate = new ChangePasswordGate(deps.clock);
    makeAutoObservable<ChangePasswordStore, 'deps' | 'gate'>(this, { deps: false, gate: false });
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
    const verdict = this.gate.admit(this.values, {
      askOld: this.askOld,
      rule: changePasswordRule(this.deps.passwordRule()),
    });
    if (verdict === 'throttled') return false;
    if (verdict !== 'send') {
      this.message = { key: verdict.key };
      this.invalidField = verdict.field;
      return false;
    }
    this.message = null;
    this.invalidField = null;
    this.busy = true;
    const body = changePasswordBody(this.values, this.askOld);
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
