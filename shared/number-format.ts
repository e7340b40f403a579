// Numbers formatted by hand rather than with Intl. A page's first Intl.NumberFormat loads ICU
// data on the main thread: 17–38 ms on this machine, several times that on a phone, which is
// most of a long task while the page hydrates. By hand, the prerender (Node) and the browser
// also agree to the character, whatever ICU data each ships (web/src/lib/format-date.ts).

function grouped(digits: string, firstGroup: number, nextGroups: number): string {
  if (digits.length <= firstGroup) return digits;
  const last = digits.slice(-firstGroup);
  let rest = digits.slice(0, -firstGroup);
  const groups: string[] = [];
  while (rest.length > nextGroups) {
    groups.unshift(rest.slice(-nextGroups));
    rest = rest.slice(0, -nextGroups);
  }
  return [rest, ...groups, last].join(',');
}

const wholeDigits = (value: number) => String(Math.round(Math.abs(value)));
const sign = (value: number) => (Math.round(value) < 0 ? '-' : '');

/** 125000 → '1,25,000': three digits, then pairs (the Indian grouping en-IN uses). */
export function formatIndianNumber(whole: number): string {
  return sign(whole) + grouped(wholeDigits(whole), 3, 2);
}

/** 1234567 → '1,234,567': groups of three (en-US). */
export function formatWesternNumber(whole: number): string {
  return sign(whole) + grouped(wholeDigits(whole), 3, 3);
}
