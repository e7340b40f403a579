// Money is integer paise everywhere (design §5); rupees exist only on screen.

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 249900 → '₹2,499.00'; whole rupees drop the paise: '₹2,499'. */
export function formatInr(paise: number, { wholeRupees = false } = {}): string {
  const rupees = paise / 100;
  return (wholeRupees || Number.isInteger(rupees) ? inrWhole : inr).format(rupees);
}

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
