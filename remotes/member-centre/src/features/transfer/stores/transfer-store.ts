import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import Decimal from 'decimal.js';
import { makeAutoObservable, runInAction } from 'mobx';
import { WALLET_REFRESH_SOURCE } from '../../../constants';
import { amountPayload, checkAmount, type AmountProblem } from '../../../lib/money-forms/amount';
import { getWalletBalance, type Wallet } from '../api/wallet-balance';
import { recallToMain } from '../api/wallet-recall';
import { transferBetweenWallets } from '../api/wallet-transfer';
import { MAIN_WALLET } from '../constants';

/** The transfer form's inputs, named as the payload fields. */
export interface TransferValues {
  from: string;
  to: string;
  amount: string;
}

/**
 * The wallet page (transferFund): the wallets from the balance call, a transfer between the main wallet and a game
 * wallet (amount checked with decimal.js against the source wallet), and "all back to main". After each move the
 * wallets are those the server answered and the host is asked to refresh the account bar's balance.
 */
export class TransferStore {
  readonly load = new LoadState();
  wallets: Wallet[] = [];
  values: TransferValues = { from: MAIN_WALLET, to: '', amount: '' };
  problem: AmountProblem | 'transfer_same_wallet' = null;
  error: string | null = null;
  /** What is in flight: a transfer, the recall, or nothing. */
  busy: 'transfer' | 'recall' | null = null;
  /** The last completed move, for the status line. */
  done: { kind: 'transfer' | 'recall'; amount: string } | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<TransferStore, 'shell'>(this, { shell: false });
  }

  /** The game wallets (all but the main one). */
  get gameWallets(): Wallet[] {
    return this.wallets.filter((w) => w.accountName !== MAIN_WALLET);
  }

  /** The sum of the game wallets: what "all back to main" would move. */
  get inGames(): string {
    return this.gameWallets.reduce((sum, w) => sum.plus(w.availBalance), new Decimal(0)).toFixed(2);
  }

  /** The balance of a wallet by code, "0.00" when unknown. */
  balanceOf(code: string): string {
    return this.wallets.find((w) => w.accountName === code)?.availBalance ?? '0.00';
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(getWalletBalance),
      ({ balance }) => {
        this.wallets = balance;
        if (!this.values.to || !balance.some((w) => w.accountName === this.values.to)) {
          this.values.to = balance.find((w) => w.accountName !== this.values.from)?.accountName ?? '';
        }
      },
    );
  }

  set(field: keyof TransferValues, value: string): void {
    this.values[field] = value;
    // One side is always the main wallet: choosing a game wallet as source makes main the target, and back.
    if (field === 'from' && value !== MAIN_WALLET) this.values.to = MAIN_WALLET;
    if (field === 'from' && value === MAIN_WALLET && this.values.to === MAIN_WALLET) {
      this.values.to = this.gameWallets[0]?.accountName ?? '';
    }
    if (field === 'to' && value !== MAIN_WALLET) this.values.from = MAIN_WALLET;
    if (field === 'to' && value === MAIN_WALLET && this.values.from === MAIN_WALLET) {
      this.values.from = this.gameWallets[0]?.accountName ?? '';
    }
    this.problem = null;
    this.error = null;
  }

  /** Fill in the whole balance of the source wallet. */
  fillAll(): void {
    this.set('amount', this.balanceOf(this.values.from));
  }

  async transfer(): Promise<boolean> {
    if (this.busy) return false;
    const { from, to, amount } = this.values;
    this.error = null;
    this.problem =
      from === to ? 'transfer_same_wallet' : checkAmount(amount, { available: this.balanceOf(from) });
    if (this.problem) return false;
    return this.move(
      'transfer',
      async () => {
        const { balance } = await this.shell.api.call(transferBetweenWallets, {
          body: { from, to, amount: amountPayload(amount) },
        });
        return { balance, amount: amountPayload(amount) };
      },
      () => (this.values.amount = ''),
    );
  }

  /** "All back to main": every game wallet's money into the main wallet in one call. */
  async recall(): Promise<boolean> {
    if (this.busy) return false;
    this.error = null;
    return this.move('recall', async () => {
      const { moved, balance } = await this.shell.api.call(recallToMain);
      return { balance, amount: moved };
    });
  }

  /**
   * One move of money (busy while in flight): the wallets become those the server answered, the status line shows
   * the amount, `settled` clears the form and the host refreshes the balance; a refusal shows the server's text.
   */
  private async move(
    kind: 'transfer' | 'recall',
    send: () => Promise<{ balance: Wallet[]; amount: string }>,
    settled?: () => void,
  ): Promise<boolean> {
    this.busy = kind;
    try {
      const { balance, amount } = await send();
      runInAction(() => {
        this.wallets = balance;
        this.done = { kind, amount };
        settled?.();
        this.busy = null;
      });
      this.refreshBalance();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = playerText(error, this.shell.i18n.t);
        this.busy = null;
      });
      return false;
    }
  }

  private refreshBalance(): void {
    this.shell.events.publish('wallet.refreshRequested', { source: WALLET_REFRESH_SOURCE });
  }
}
