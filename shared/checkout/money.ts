// Money is integer paise everywhere (docs/product.md §10); rupees exist only on screen.

import { formatIndianNumber } from '../number-format';

/**
 * 249950 → '₹2,499.50'; whole rupees drop the paise: '₹2,499' (as en-IN's currency format
 * writes them, by hand: shared/number-format.ts says why). `withPaise` always writes them, as
 * tax documents do: '₹25,000.00'. The one way every page, mail and document writes money.
 */
export function formatInr(paise: number, { wholeRupees = false, withPaise = false } = {}): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(paise));
  const remainder = absolute % 100;
  // formatIndianNumber rounds: whole rupees round the paise half up, as Intl does.
  if (wholeRupees || (remainder === 0 && !withPaise)) {
    return `${sign}₹${formatIndianNumber(absolute / 100)}`;
  }
  const rupees = formatIndianNumber(Math.floor(absolute / 100));
  return `${sign}₹${rupees}.${String(remainder).padStart(2, '0')}`;
}

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
