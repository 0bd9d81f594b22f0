import { observer } from 'mobx-react-lite';
import { balanceText, type BalanceFigure, type CurrencySetting } from './balance-format';
import { NO_BALANCE } from './constants';

/**
 * The account bar's balance as text ('—' until there is a figure). A part of its own, loaded when a member's bar first
 * shows: money formatting brings decimal.js, which a visitor's first screen does not need (issue 7, host initial JS).
 * An observer: the figure and the number locale are observable.
 */
const BalanceText = observer(function BalanceText({
  figure,
  setting,
}: {
  figure: BalanceFigure | null | undefined;
  setting: CurrencySetting | null | undefined;
}) {
  return <>{balanceText(figure, setting) ?? NO_BALANCE}</>;
});

export default BalanceText;
