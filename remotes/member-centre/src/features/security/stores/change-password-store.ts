import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { changePassword } from '../api/change-password';
import { CHANGE_PASSWORD_THROTTLE_MS } from '../constants';
import { checkChangePassword, type ChangePasswordField, type PasswordRule } from './password-rule';

/** A form's message: a key of the member-centre namespace (or common:), or the server's text. */
export type FormMessage = { key: string } | { text: string };

/**
 * Change password in the security centre (spec/shell.md §5): the rule from the settings, the checks in the spec's
 * order, at most one call per 3 s, the call encrypted; nothing typed is lost on a refusal, and all three fields are
 * cleared after a success.
 */
export class ChangePasswordStore {
  values: Record<ChangePasswordField, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
  message: FormMessage | null = null;
  invalidField: ChangePasswordField | null = null;
  busy = false;
  done = false;
  private lastSentAt = -Infinity;

  constructor(
    private readonly shell: ShellServices,
    private readonly rule: () => PasswordRule,
    private readonly clock: () => number = () => Date.now(),
  ) {
    makeAutoObservable<ChangePasswordStore, 'shell' | 'rule' | 'clock' | 'lastSentAt'>(this, {
      shell: false,
      rule: false,
      clock: false,
      lastSentAt: false,
    });
  }

  set(field: ChangePasswordField, value: string): void {
    this.values[field] = value;
    this.done = false;
    if (this.invalidField === field || this.invalidField === null) {
      this.invalidField = null;
      this.message = null;
    }
  }

  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.done = false;
    const broken = checkChangePassword(this.values, this.rule());
    if (broken) {
      this.message = { key: broken.key };
      this.invalidField = broken.field;
      return false;
    }
    const now = this.clock();
    if (now - this.lastSentAt < CHANGE_PASSWORD_THROTTLE_MS) return false;
    this.lastSentAt = now;
    this.message = null;
    this.invalidField = null;
    this.busy = true;
    try {
      await this.shell.api.call(changePassword, { body: { ...this.values } });
      runInAction(() => {
        this.values = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
        this.done = true;
        this.busy = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.message = { text: playerText(error, this.shell.i18n.t) };
        this.busy = false;
      });
      return false;
    }
  }
}
