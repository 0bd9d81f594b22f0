import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import {
  ChangePasswordGate,
  changePasswordBody,
  type ChangePasswordField,
  type PasswordRule,
} from '@wl/ui/password';
import { makeAutoObservable, runInAction } from 'mobx';
import { changePassword } from '../api/change-password';

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
  /** The spec's checks and the one-call-per-3-s throttle, shared with the host's change-password panel. */
  private readonly gate: ChangePasswordGate;

  constructor(
    private readonly shell: ShellServices,
    private readonly rule: () => PasswordRule,
    clock?: () => number,
  ) {
    this.gate = new ChangePasswordGate(clock);
    makeAutoObservable<ChangePasswordStore, 'shell' | 'rule' | 'gate'>(this, {
      shell: false,
      rule: false,
      gate: false,
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
    // The security centre always asks the old password (the member is logged in with it).
    const verdict = this.gate.admit(this.values, { askOld: true, rule: this.rule() });
    if (verdict === 'throttled') return false;
    if (verdict !== 'send') {
      this.message = { key: verdict.key };
      this.invalidField = verdict.field;
      return false;
    }
    this.message = null;
    this.invalidField = null;
    this.busy = true;
    try {
      await this.shell.api.call(changePassword, { body: changePasswordBody(this.values, true) });
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
