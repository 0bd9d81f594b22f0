import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { changePasswordRule } from '@wl/ui/password';
import { makeAutoObservable, runInAction } from 'mobx';
import { getPlayerAvatar, setPlayerAvatar } from '../api/player-avatar';
import { getSecurityConfig, type SecurityConfig } from '../api/security-config';
import { getSecuritySettings, type SecuritySettings } from '../api/site-settings';
import { bindTwoFactor, unbindTwoFactor } from '../api/two-factor';
import {
  DEFAULT_PROFILE_ICON_COUNT,
  PAYMENT_PASSWORD_FLAG,
  TWO_FACTOR_FIELDS,
  type TwoFactorMethod,
} from '../constants';
import { ChangePasswordStore } from './change-password-store';
import { PaymentPasswordStore } from './payment-password-store';

/**
 * The security centre (securityCenter): reads the security config, the settings (password rule, icon count) and the
 * avatar; owns the change-password and payment-password forms, the two-factor bindings the config allows, and the
 * avatar choice (PROFILE_ICON_COUNT icons), which the account bar follows.
 */
export class SecurityStore {
  readonly load = new LoadState();
  config: SecurityConfig | null = null;
  settings: SecuritySettings | null = null;
  /** The saved avatar (1-based), null for none. */
  avatar: number | null = null;
  /** The avatar picked but not saved yet. */
  pickedAvatar: number | null = null;
  avatarBusy = false;
  avatarSaved = false;
  avatarError: string | null = null;
  /** The two-factor method whose bind form is open. */
  binding: TwoFactorMethod | null = null;
  bindValue = '';
  bindBusy = false;
  bindError: string | null = null;
  readonly password: ChangePasswordStore;
  readonly paymentPassword: PaymentPasswordStore;

  constructor(private readonly shell: ShellServices) {
    this.password = new ChangePasswordStore(shell, () =>
      changePasswordRule(this.settings?.defaultPasswordRule),
    );
    this.paymentPassword = new PaymentPasswordStore(
      shell,
      () => this.config?.paymentPasswordSet ?? false,
      () => this.markPaymentPasswordSet(),
    );
    makeAutoObservable<SecurityStore, 'shell'>(this, {
      shell: false,
      password: false,
      paymentPassword: false,
    });
  }

  /** PAYMENTPASS3 is on (and the server offers it): the payment password section shows. */
  get showsPaymentPassword(): boolean {
    return this.shell.flags.isOn(PAYMENT_PASSWORD_FLAG) && (this.config?.paymentPasswordEnabled ?? false);
  }

  /** The two-factor methods the config allows that this page can bind. */
  get twoFactor(): { method: TwoFactorMethod; bound: boolean }[] {
    return (this.config?.twoFactor ?? []).filter(
      (m): m is { method: TwoFactorMethod; bound: boolean } => m.method in TWO_FACTOR_FIELDS,
    );
  }

  /** How many icons to choose from (settings' gw.PROFILE_ICON_COUNT, default 9). */
  get iconCount(): number {
    const count = this.settings?.profileIconCount;
    return count && Number.isInteger(count) && count > 0 ? count : DEFAULT_PROFILE_ICON_COUNT;
  }

  /** The avatar shown as chosen: the picked one, else the saved one (icon 1 when none or out of range). */
  get chosenAvatar(): number {
    const icon = this.pickedAvatar ?? this.avatar;
    return icon && icon >= 1 && icon <= this.iconCount ? icon : 1;
  }

  fetch(): Promise<void> {
    return this.load.run(
      () =>
        Promise.all([
          this.shell.api.call(getSecurityConfig),
          this.shell.api.call(getSecuritySettings),
          this.shell.api.call(getPlayerAvatar),
        ]),
      ([config, settings, { icon }]) => {
        this.config = config;
        this.settings = settings;
        this.avatar = icon;
      },
    );
  }

  private markPaymentPasswordSet(): void {
    if (this.config) this.config.paymentPasswordSet = true;
  }

  pickAvatar(icon: number): void {
    this.pickedAvatar = icon;
    this.avatarSaved = false;
    this.avatarError = null;
  }

  async saveAvatar(): Promise<void> {
    if (this.avatarBusy || this.pickedAvatar === null) return;
    this.avatarBusy = true;
    this.avatarError = null;
    try {
      const { icon } = await this.shell.api.call(setPlayerAvatar, { body: { icon: this.pickedAvatar } });
      runInAction(() => {
        this.avatar = icon;
        this.pickedAvatar = null;
        this.avatarSaved = true;
        this.avatarBusy = false;
      });
      this.shell.events.publish('member-centre.accountChanged', { part: 'avatar' });
    } catch (error) {
      runInAction(() => {
        this.avatarError = playerText(error, this.shell.i18n.t);
        this.avatarBusy = false;
      });
    }
  }

  /** Open (or close) the bind form of a method. */
  openBinding(method: TwoFactorMethod | null): void {
    this.binding = this.binding === method ? null : method;
    this.bindValue = '';
    this.bindError = null;
  }

  setBindValue(value: string): void {
    this.bindValue = value;
    this.bindError = null;
  }

  async bind(): Promise<void> {
    const method = this.binding;
    if (!method || this.bindBusy) return;
    if (this.bindValue.trim() === '') {
      this.bindError = this.shell.i18n.t('in_please_information');
      return;
    }
    this.bindBusy = true;
    this.bindError = null;
    try {
      await this.shell.api.call(bindTwoFactor, {
        body: { method, [TWO_FACTOR_FIELDS[method]]: this.bindValue.trim() },
      });
      runInAction(() => {
        this.setBound(method, true);
        this.binding = null;
        this.bindValue = '';
        this.bindBusy = false;
      });
    } catch (error) {
      runInAction(() => {
        this.bindError = playerText(error, this.shell.i18n.t);
        this.bindBusy = false;
      });
    }
  }

  async unbind(method: TwoFactorMethod, confirmText: string): Promise<void> {
    if (this.bindBusy || !(await this.shell.dialogs.confirm(confirmText))) return;
    this.bindBusy = true;
    try {
      await this.shell.api.call(unbindTwoFactor, { pathParams: { method } });
      runInAction(() => this.setBound(method, false));
    } catch {
      // The API client showed the failure; the binding stays as it was.
    } finally {
      runInAction(() => (this.bindBusy = false));
    }
  }

  private setBound(method: TwoFactorMethod, bound: boolean): void {
    const entry = this.config?.twoFactor.find((m) => m.method === method);
    if (entry) entry.bound = bound;
  }
}
