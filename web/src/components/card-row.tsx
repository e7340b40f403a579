import { Children, type ReactNode } from 'react';

/**
 * Up to three cards per row, centred, so a short list (e.g. one related project) does not
 * hug the left edge.
 */
export function CardRow({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="mx-auto flex max-w-7xl flex-wrap justify-center gap-6">
      {Children.map(children, (child) => (
        <li className="flex w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] [&>*]:w-full">
          {child}
        </li>
      ))}
    </ul>
  );
}
