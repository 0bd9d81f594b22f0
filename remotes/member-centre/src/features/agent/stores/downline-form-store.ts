import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureOf, type ActionFailure } from '../../../lib/failure/action-failure';
import { createDownline } from '../api/create-downline';
import { DOWNLINE_PASSWORD_PATTERN, DOWNLINE_USERNAME_PATTERN } from '../constants';

/** A field of the register centre's form. */
export type DownlineField = 'username' | 'password' | 'confirmPassword';

/**
 * The register centre (create a downline): fields named as the registration payload, checked by spec/shell.md §5
 * (reg_pattern_4, error_password, in_confirmation_correct), one submit at a time, nothing typed lost on a failure.
 */
export class DownlineFormStore {
  username = '';
  password = '';
  confirmPassword = '';
  type: 0 | 1 = 0;
  submitting = false;
  /** Errors shown after a submit attempt, by field. */
  errors: Partial<Record<DownlineField, string>> = {};
  /** The server's refusal, or null. */
  serverError: ActionFailure | null = null;
  /** The account last created, for the success notice. */
  created: string | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<DownlineFormStore, 'shell'>(this, { shell: false });
  }

  set(field: DownlineField, value: string): void {
    this[field] = value;
    delete this.errors[field];
  }

  setType(type: 0 | 1): void {
    this.type = type;
  }

  /** The form's errors by the rules, as message keys. */
  validate(): Partial<Record<DownlineField, string>> {
    const errors: Partial<Record<DownlineField, string>> = {};
    if (!DOWNLINE_USERNAME_PATTERN.test(this.username.trim())) errors.username = 'reg_pattern_4';
    if (!DOWNLINE_PASSWORD_PATTERN.test(this.password)) errors.password = 'error_password';
    if (this.confirmPassword !== this.password) errors.confirmPassword = 'in_confirmation_correct';
    return errors;
  }

  /** Validate and create the downline; on success the form is cleared and `created` names the new account. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.errors = this.validate();
    this.serverError = null;
    this.created = null;
    if (Object.keys(this.errors).length > 0) return;
    this.submitting = true;
    try {
      const value = await this.shell.api.call(createDownline, {
        body: {
          username: this.username.trim(),
          password: this.password,
          confirmPassword: this.confirmPassword,
          type: this.type,
        },
      });
      runInAction(() => {
        this.created = value.account;
        this.username = '';
        this.password = '';
        this.confirmPassword = '';
      });
    } catch (error) {
      runInAction(() => {
        this.serverError = failureOf(error, this.shell.i18n.t);
      });
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
