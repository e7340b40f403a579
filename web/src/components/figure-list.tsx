import type { StatItem } from './stats-band';

/** How a place draws its figures: each figure's box, its label and its value. */
export interface FigureLook {
  figure: string;
  label: string;
  value: string;
}

interface FigureListProps {
  figures: StatItem[];
  look: FigureLook;
  /** The list's grid where it stands. */
  className: string;
}

/**
 * Company figures as a description list: each value with its label, which comes after the value
 * on screen and before it for a screen reader (dt, dd).
 */
export function FigureList({ figures, look, className }: FigureListProps) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={`flex flex-col ${look.figure}`}>
          <dt className={`order-last mt-1 ${look.label}`}>{figure.label}</dt>
          <dd className={look.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
