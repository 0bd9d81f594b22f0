import Decimal from 'decimal.js';
import { MAIN_WALLET, type SandboxWallet, type SandboxWallets } from '../context';
import type { WalletSeed } from './accounts';

interface WalletEntry {
  accountName: string;
  displayName: string;
  amount: Decimal;
}

/** Parses a decimal string or number; null for anything else (money never goes through floats twice). */
export function toDecimal(value: unknown): Decimal | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

/** Every member's wallets, keyed by merchant and customerId, amounts in decimal.js. */
export class WalletBook implements SandboxWallets {
  private readonly books = new Map<string, WalletEntry[]>();

  private static key(merchant: string, customerId: number): string {
    return `${merchant}/${customerId}`;
  }

  /** Opens (or replaces) a member's wallets from their seed. */
  open(merchant: string, customerId: number, seeds: readonly WalletSeed[]): void {
    this.books.set(
      WalletBook.key(merchant, customerId),
      seeds.map((s) => ({
        accountName: s.accountName,
        displayName: s.displayName,
        amount: new Decimal(s.availBalance),
      })),
    );
  }

  /** Forget every wallet. */
  clear(): void {
    this.books.clear();
  }

  list(merchant: string, customerId: number): SandboxWallet[] {
    return (this.books.get(WalletBook.key(merchant, customerId)) ?? []).map((w) => ({
      accountName: w.accountName,
      displayName: w.displayName,
      availBalance: w.amount.toFixed(2),
    }));
  }

  balance(merchant: string, customerId: number, wallet: string = MAIN_WALLET): string {
    const entry = this.books.get(WalletBook.key(merchant, customerId))?.find((w) => w.accountName === wallet);
    return (entry?.amount ?? new Decimal(0)).toFixed(2);
  }

  /** Sum of every wallet, 2 decimals. */
  sum(merchant: string, customerId: number): string {
    const entries = this.books.get(WalletBook.key(merchant, customerId)) ?? [];
    return entries.reduce((total, w) => total.plus(w.amount), new Decimal(0)).toFixed(2);
  }

  adjust(merchant: string, customerId: number, delta: string, wallet: string = MAIN_WALLET): string | null {
    const change = toDecimal(delta);
    if (!change) return null;
    const key = WalletBook.key(merchant, customerId);
    const entries = this.books.get(key) ?? [];
    let entry = entries.find((w) => w.accountName === wallet);
    const next = (entry?.amount ?? new Decimal(0)).plus(change);
    if (next.isNegative()) return null;
    if (!entry) {
      entry = { accountName: wallet, displayName: wallet, amount: next };
      entries.push(entry);
      this.books.set(key, entries);
    }
    entry.amount = next;
    return next.toFixed(2);
  }
}
