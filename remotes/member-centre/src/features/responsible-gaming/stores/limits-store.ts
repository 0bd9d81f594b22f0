import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import Decimal from 'decimal.js';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureOf, type ActionFailure } from '../../../lib/failure/action-failure';
import { getLimits, type Limits } from '../api/limits';
import { setLimits } from '../api/set-limits';
import { SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES } from '../constants';

/** A field of the limits form. */
export type LimitField = 'depositLimit' | 'sessionLimit';

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * The self-set limits page: the daily deposit limit and the session limit (empty: none). The server applies a lower
 * limit at once and a higher one (or a removal) after the cooling-off period; the page shows both.
 */
export class LimitsStore {
  readonly load = new LoadState();
  limits: Limits | null = null;
  depositLimit = '';
  sessionLimit = '';
  saving = false;
  saved = false;
  failure: ActionFailure | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<LimitsStore, 'shell'>(this, { shell: false });
  }

  /** Why a field cannot be saved (message key), or null. */
  errorOf(field: LimitField): string | null {
    const value = this[field].trim();
    if (value === '') return null;
    if (field === 'depositLimit')
      return AMOUNT_PATTERN.test(value) && new Decimal(value).greaterThan(0) ? null : 'rg_deposit_invalid';
    const minutes = Number(value);
    return Number.isInteger(minutes) &&
      minutes >= SESSION_LIMIT_MIN_MINUTES &&
      minutes <= SESSION_LIMIT_MAX_MINUTES
      ? null
      : 'rg_session_invalid';
  }

  get canSave(): boolean {
    return !this.saving && this.errorOf('depositLimit') === null && this.errorOf('sessionLimit') === null;
  }

  set(field: LimitField, value: string): void {
    this[field] = value;
    this.saved = false;
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(getLimits),
      (value) => this.apply(value),
    );
  }

  async save(): Promise<void> {
    if (!this.canSave) return;
    this.saving = true;
    this.failure = null;
    this.saved = false;
    const deposit = this.depositLimit.trim();
    const session = this.sessionLimit.trim();
    try {
      const value = await this.shell.api.call(setLimits, {
        body: {
          depositLimit: deposit === '' ? null : new Decimal(deposit).toFixed(2),
          sessionLimit: session === '' ? null : Number(session),
        },
      });
      runInAction(() => {
        this.apply(value);
        this.saved = true;
      });
    } catch (error) {
      // The values typed stay in the form.
      runInAction(() => (this.failure = failureOf(error, this.shell.i18n.t)));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Shows the server's limits; the form holds what applies now (or the pending value the member asked for). */
  private apply(limits: Limits): void {
    this.limits = limits;
    const shown = (limit: Limits['deposit']) =>
      limit.pendingFrom !== null ? (limit.pending ?? '') : (limit.current ?? '');
    this.depositLimit = shown(limits.deposit);
    this.sessionLimit = shown(limits.session);
  }
}
