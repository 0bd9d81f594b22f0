import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PointConfig } from '../../../api/point-config';
import type { Reward } from '../../../api/rewards';
import {
  MIN_REDEEM_QUANTITY,
  PAYMENT_PASSWORD_FLAG,
  PHONE_ERROR,
  QUANTITY_ERROR,
  REDEEM_PAYMENT_PASSWORD_PROMPT,
  REDEEM_PROMPTS,
  REDEEM_TYPE,
  WALLET_REFRESH_SOURCE,
} from '../../../constants';
import { payMoney, pointsNeeded } from '../../../lib/points-math';
import { hasPointMoneyPrice, isSoldOut } from '../../../lib/rewards';
import { redeemEndpoint, type RedeemBody } from '../api/redeem';

/** The redeem form's text fields, named as the payload (spec §3 "Redeem form"). */
export interface RedeemValues {
  password: string;
  province: string;
  telphone: string;
  address: string;
  name: string;
  line: string;
  remarks: string;
}

export type RedeemType = (typeof REDEEM_TYPE)[keyof typeof REDEEM_TYPE];

/** What the form says went wrong: a message key of the area, or a server's text. */
export type RedeemError = { key: string } | { text: string };

const EMPTY: RedeemValues = {
  password: '',
  province: '',
  telphone: '',
  address: '',
  name: '',
  line: '',
  remarks: '',
};

/**
 * One redeem dialog's form (spec §5): quantity 1..inventory, points only or points plus money, the password (the
 * payment password with PAYMENTPASS3), delivery details; prompts in the spec's order; the encrypted call. A failure
 * keeps everything typed.
 */
export class RedeemStore {
  quantity = String(MIN_REDEEM_QUANTITY);
  redeemType: RedeemType = REDEEM_TYPE.POINTS;
  values: RedeemValues = { ...EMPTY };
  error: RedeemError | null = null;
  busy = false;

  constructor(
    private readonly shell: ShellServices,
    readonly reward: Reward,
    /** The point config (LINE asked, phone bounds); null until read. */
    private readonly config: () => PointConfig | null,
    /** Told after a successful redeem (the mall reloads balance and stock). */
    private readonly onRedeemed: () => void,
    /**
     * The point config is still being read: it decides whether LINE is asked, so the form cannot be sent before it
     * is known. A config that could not be read is not pending (the form goes on without LINE).
     */
    private readonly configPending: () => boolean = () => false,
  ) {
    makeAutoObservable<RedeemStore, 'shell' | 'config' | 'onRedeemed' | 'configPending'>(
      this,
      { shell: false, config: false, onRedeemed: false, configPending: false, reward: false },
      { autoBind: true },
    );
  }

  /** The password asked is the payment password (PAYMENTPASS3). */
  get asksPaymentPassword(): boolean {
    return this.shell.flags.isOn(PAYMENT_PASSWORD_FLAG);
  }

  /** LINE is asked only when the merchant configures it. */
  get asksLine(): boolean {
    return this.config()?.lineEnabled ?? false;
  }

  /** Points plus money is offered when the reward shows that price. */
  get offersPointsAndMoney(): boolean {
    return hasPointMoneyPrice(this.reward);
  }

  get soldOut(): boolean {
    return isSoldOut(this.reward);
  }

  /** The quantity as a whole number (0 while the field is empty). */
  get quantityValue(): number {
    const n = Number(this.quantity);
    return Number.isInteger(n) ? n : 0;
  }

  /** Points per item for the chosen type. */
  get unitPoints(): string {
    return this.redeemType === REDEEM_TYPE.POINTS_AND_MONEY
      ? (this.reward.mpPointAmount ?? this.reward.price)
      : this.reward.price;
  }

  /** Points the redeem takes. */
  get totalPoints(): string {
    return pointsNeeded(this.quantityValue, this.unitPoints);
  }

  /** Money the redeem takes: 0 for points only, else quantity × the money amount. */
  get totalMoney(): string {
    return payMoney(this.redeemType, this.quantityValue, this.reward.mpMoneyAmount);
  }

  /** Submit waits while in flight or while the point config is read, and never acts for a sold-out reward. */
  get canSubmit(): boolean {
    return !this.busy && !this.soldOut && !this.configPending();
  }

  setQuantity(text: string): void {
    this.quantity = text.replace(/\D/g, '');
  }

  /** The stepper: one more or one less, within 1..inventory. */
  stepQuantity(delta: number): void {
    const max = Math.max(MIN_REDEEM_QUANTITY, this.reward.inventory);
    const next = Math.min(max, Math.max(MIN_REDEEM_QUANTITY, this.quantityValue + delta));
    this.quantity = String(next);
  }

  setRedeemType(type: RedeemType): void {
    this.redeemType = type;
  }

  setValue(field: keyof RedeemValues, value: string): void {
    this.values[field] = value;
  }

  /** The first prompt the form needs, in the spec's order, then the phone's format and the quantity; or null. */
  validate(): RedeemError | null {
    for (const prompt of REDEEM_PROMPTS) {
      if (prompt.field === 'line' && !this.asksLine) continue;
      if (!this.values[prompt.field].trim()) {
        const key =
          prompt.field === 'password' && this.asksPaymentPassword
            ? REDEEM_PAYMENT_PASSWORD_PROMPT
            : prompt.key;
        return { key };
      }
    }
    const phone = this.values.telphone.trim();
    const config = this.config();
    if (
      !/^\d+$/.test(phone) ||
      (config && (phone.length < config.phoneMinLength || phone.length > config.phoneMaxLength))
    ) {
      return { key: PHONE_ERROR };
    }
    const q = this.quantityValue;
    if (q < MIN_REDEEM_QUANTITY || q > this.reward.inventory) return { key: QUANTITY_ERROR };
    return null;
  }

  /** Check, then send the encrypted redeem. Answers true on success. */
  async submit(): Promise<boolean> {
    if (!this.canSubmit) return false;
    const error = this.validate();
    this.error = error;
    if (error) return false;
    this.busy = true;
    const v = this.values;
    const body: RedeemBody = {
      rewardId: this.reward.id,
      quantity: this.quantityValue,
      redeemType: this.redeemType,
      password: v.password,
      province: v.province.trim(),
      telphone: v.telphone.trim(),
      address: v.address.trim(),
      name: v.name.trim(),
      ...(this.asksLine ? { line: v.line.trim() } : {}),
      remarks: v.remarks.trim(),
    };
    try {
      await this.shell.api.call(redeemEndpoint, { body });
      runInAction(() => {
        this.busy = false;
      });
      // Points plus money took money from the main wallet: the account bar reloads it.
      if (this.redeemType === REDEEM_TYPE.POINTS_AND_MONEY) {
        this.shell.events.publish('wallet.refreshRequested', { source: WALLET_REFRESH_SOURCE });
      }
      this.onRedeemed();
      return true;
    } catch (failure) {
      runInAction(() => {
        this.error = { text: playerText(failure, this.shell.i18n.t) };
        this.busy = false;
      });
      return false;
    }
  }
}
