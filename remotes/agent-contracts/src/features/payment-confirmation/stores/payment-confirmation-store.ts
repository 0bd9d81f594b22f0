import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { getPaymentConfirmations, type PaymentConfirmationItem } from '../api/payment-confirmations';
import { processPaymentConfirmation } from '../api/process-payment-confirmation';
import {
  MONEY_NOT_RECEIVED,
  PROOF_FIELD,
  PROOF_IMAGE_EXTENSIONS,
  PROOF_INVALID_KEY,
  PROOF_MAX_BYTES,
  PROOF_ONE_KEY,
  PROOF_REQUIRED_KEY,
  type MoneyReceivedDecision,
} from '../constants';

/** Is `file` an acceptable not-received proof (jpg, jpeg or png, at most 5 MB)? */
export function isValidProof(file: Pick<File, 'name' | 'size'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return PROOF_IMAGE_EXTENSIONS.includes(extension) && file.size <= PROOF_MAX_BYTES;
}

/**
 * The payments waiting for the member's confirmation, worked one at a time (spec/products.md §4): each is answered
 * Y (received), N (not received, with one proof image) or A (auto-confirm, when offered); the list is done (and the
 * popup closes) when it is empty. `firstId` (the event's payDetailId) is shown first when it is in the list.
 */
export class PaymentConfirmationStore {
  items: PaymentConfirmationItem[] = [];
  readonly load = new LoadState();
  /** How many were processed in this popup (for "n of m"). */
  processed = 0;
  /** The chosen not-received proof; kept when a submit fails. */
  proof: File | null = null;
  /** Message key of a proof problem, or null. */
  proofError: string | null = null;
  /** The decision in flight, or null: one at a time. */
  submitting: MoneyReceivedDecision | null = null;
  /** The last submit's failure text, or null. */
  submitError: string | null = null;

  constructor(
    private readonly shell: ShellServices,
    private readonly firstId: string | null = null,
  ) {
    makeAutoObservable<PaymentConfirmationStore, 'shell' | 'firstId'>(this, { shell: false, firstId: false });
  }

  /** The payment on screen. */
  get current(): PaymentConfirmationItem | undefined {
    return this.items[0];
  }

  /** Position of the current payment and the total of this popup. */
  get progress(): { position: number; total: number } {
    return { position: this.processed + 1, total: this.processed + this.items.length };
  }

  /** Loaded and nothing (left) to confirm: the popup closes. */
  get done(): boolean {
    return this.load.status === 'ready' && this.items.length === 0;
  }

  /** Read the list (never rejects; a failure lands in {@link load}). */
  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(getPaymentConfirmations),
      (items) => {
        const first = items.findIndex((item) => item.payDetailId === this.firstId);
        this.items = first > 0 ? [items[first]!, ...items.filter((_, i) => i !== first)] : items;
      },
    );
  }

  /**
   * Choose (or, with none, clear) the proof image: exactly one; a wrong type or size, or more than one file, is
   * refused with its message.
   */
  setProof(files: readonly File[] | File | null): void {
    const list = files === null ? [] : Array.isArray(files) ? files : [files as File];
    this.submitError = null;
    if (list.length > 1) {
      this.proof = null;
      this.proofError = PROOF_ONE_KEY;
      return;
    }
    const file = list[0] ?? null;
    if (file && !isValidProof(file)) {
      this.proof = null;
      this.proofError = PROOF_INVALID_KEY;
      return;
    }
    this.proof = file;
    this.proofError = null;
  }

  /** Answer the current payment. N needs the proof image. */
  async submit(decision: MoneyReceivedDecision): Promise<void> {
    const item = this.current;
    if (!item || this.submitting) return;
    if (decision === MONEY_NOT_RECEIVED && !this.proof) {
      this.proofError = PROOF_REQUIRED_KEY;
      return;
    }
    const form = new FormData();
    form.append('isMoneyReceived', decision);
    form.append('payDetailId', item.payDetailId);
    if (decision === MONEY_NOT_RECEIVED && this.proof) form.append(PROOF_FIELD, this.proof);
    this.submitting = decision;
    this.submitError = null;
    try {
      await this.shell.api.call(processPaymentConfirmation, { body: form });
      runInAction(() => {
        this.items = this.items.filter((i) => i.payDetailId !== item.payDetailId);
        this.processed += 1;
        this.proof = null;
        this.proofError = null;
      });
      // A processed payment moves money: the host reloads the balance.
      this.shell.events.publish('wallet.refreshRequested', { source: 'agent-contracts' });
    } catch (error) {
      runInAction(() => (this.submitError = playerText(error, this.shell.i18n.t)));
    } finally {
      runInAction(() => (this.submitting = null));
    }
  }
}
