// Invoice amounts in words with Indian numbering (thousand, lakh, crore), as Indian tax
// invoices write them: 2949882 paise → 'Rupees Twenty-Nine Thousand Four Hundred Ninety-Eight
// and Eighty-Two Paise Only'.

const ones = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Seven', 'Nineteen', 'Forty', 'Ninety-Eight'. */
function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const unit = n % 10;
  return unit ? `${tens[Math.floor(n / 10)]}-${ones[unit]}` : tens[Math.floor(n / 10)]!;
}

/** A whole number in words, grouped crore · lakh · thousand · hundred (1,23,45,678). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return ones[0]!;
  const crore = Math.floor(n / 10_000_000);
  const groups: Array<[number, string]> = [
    [Math.floor(n / 100_000) % 100, 'Lakh'],
    [Math.floor(n / 1000) % 100, 'Thousand'],
    [Math.floor(n / 100) % 10, 'Hundred'],
  ];
  const words = crore ? [`${numberInWords(crore)} Crore`] : [];
  for (const [count, name] of groups) if (count) words.push(`${belowHundred(count)} ${name}`);
  if (n % 100) words.push(belowHundred(n % 100));
  return words.join(' ');
}

export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
