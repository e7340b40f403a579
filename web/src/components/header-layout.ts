// How the header fits its row (docs/product.md §2): the whole link row with the company's name
// when everything fits, the row without the name (the logo alone names home) when only that
// fits, otherwise the menu button. Decided from measured widths, so an extra link (Admin), a
// longer company name or a late web font move the switch by exactly what they need.

export type HeaderLayout = 'full' | 'compact' | 'menu';

/** CSS pixels, as the browser measures them. */
export interface HeaderWidths {
  /** The row's content box: the room there is. */
  available: number;
  logo: number;
  /** The company's name beside the logo, and the gap between the two. */
  name: number;
  nameGap: number;
  /** The link row at its natural width, links never wrapping. */
  links: number;
  /** Theme toggle, My Learning and Get Started. */
  actions: number;
  /** The gap between the row's parts: brand, links, actions. */
  gap: number;
}

/** The widest layout whose parts all fit side by side in the room available. */
export function headerLayout(widths: HeaderWidths): HeaderLayout {
  const { available, logo, name, nameGap, links, actions, gap } = widths;
  const compact = logo + gap + links + gap + actions;
  // Measured widths are rounded and summed: half a pixel more is still a fit, not an overflow.
  const fits = (needed: number) => needed <= available + 0.5;
  if (fits(compact + nameGap + name)) return 'full';
  if (fits(compact)) return 'compact';
  return 'menu';
}
