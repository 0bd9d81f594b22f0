import { formatMoney, type CurrencyPosition } from '@wl/ui/money';

/** The settings' currency (spec/shell.md §3 Currency: symbol and position). */
export interface CurrencySetting {
  symbol?: string | null;
  position?: CurrencyPosition | null;
}

/** What a balance answer says about its own currency (consolidated funds or the wallets' balance). */
export interface BalanceFigure {
  sumBalance: string;
  currencySymbol?: string | null;
  currencyPosition?: CurrencyPosition | null;
}

/**
 * The symbol's position: the settings' (the merchant's display choice, spec/shell.md §3) wins; the balance answer's
 * is used only when the settings give none; F (in front) by default.
 */
export function currencyPosition(
  setting: CurrencySetting | null | undefined,
  figure: BalanceFigure | null | undefined,
): CurrencyPosition {
  return setting?.position ?? figure?.currencyPosition ?? 'F';
}

/**
 * The account bar's balance text: half-up, 2 decimals, grouping (spec/shell.md §9), the answer's currency symbol
 * (the wallet's own currency; the settings' symbol when the answer has none) placed as {@link currencyPosition} says.
 * Null when there is no figure yet.
 */
export function balanceText(
  figure: BalanceFigure | null | undefined,
  setting: CurrencySetting | null | undefined,
): string | null {
  if (!figure) return null;
  return formatMoney(figure.sumBalance, {
    symbol: figure.currencySymbol || setting?.symbol || '',
    position: currencyPosition(setting, figure),
  });
}
