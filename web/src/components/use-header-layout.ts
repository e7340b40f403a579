import { useLayoutEffect, useState, type RefObject } from 'react';
import { headerLayout, type HeaderLayout } from './header-layout';

const px = (value: string) => Number.parseFloat(value) || 0;
const width = (element: Element) => element.getBoundingClientRect().width;

/**
 * The header's row holds, in order, the home link (logo, then name), the link row and the
 * actions; each is laid out in every layout, so each can be measured.
 */
function measure(row: HTMLElement): HeaderLayout {
  const [brand, links, actions] = row.children as unknown as [Element, Element, Element];
  const rowStyle = getComputedStyle(row);
  return headerLayout({
    available: row.clientWidth - px(rowStyle.paddingLeft) - px(rowStyle.paddingRight),
    logo: width(brand.firstElementChild!),
    // scrollWidth: the name's natural width even while it is hidden or cut short.
    name: brand.lastElementChild!.scrollWidth,
    nameGap: px(getComputedStyle(brand).columnGap),
    links: width(links),
    actions: width(actions),
    gap: px(rowStyle.columnGap),
  });
}

/**
 * The layout the header's measured parts allow, undefined until measured (on the server and in
 * the first render, where CSS breakpoints stand in). Measured before the first paint after
 * hydration and whenever the links change (`linkCount`: the Admin link), then on every resize of
 * the row or its parts (the window, web fonts arriving).
 */
export function useHeaderLayout(
  rowRef: RefObject<HTMLElement | null>,
  linkCount: number,
): HeaderLayout | undefined {
  const [layout, setLayout] = useState<HeaderLayout>();

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    setLayout(measure(row));
    const observer = new ResizeObserver(() => setLayout(measure(row)));
    for (const part of [row, ...row.children]) observer.observe(part);
    return () => observer.disconnect();
  }, [rowRef, linkCount]);

  return layout;
}
