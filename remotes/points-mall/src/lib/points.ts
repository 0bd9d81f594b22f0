import { formatMoney } from '@wl/ui/money';
import { POINTS_DECIMALS } from '../constants';

/** Points for display: grouped, whole numbers unless the amount has a fraction ("12,800", "12,800.50"). */
export function formatPoints(points: string | number): string {
  const text = String(points).trim();
  const fraction = /\.(\d*[1-9])0*$/.test(text);
  return formatMoney(text, { decimals: fraction ? 2 : POINTS_DECIMALS });
}
