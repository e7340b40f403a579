import { formatInr } from '#shared/checkout/money';

interface CoursePriceProps {
  pricePaise: number;
  originalPricePaise: number | null;
  size?: 'md' | 'lg';
}

/** The fee in whole rupees with Indian digit grouping, and the struck-through original price. */
export function CoursePrice({ pricePaise, originalPricePaise, size = 'md' }: CoursePriceProps) {
  const showOriginal = originalPricePaise !== null && originalPricePaise > pricePaise;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        data-testid="course-price"
        className={`font-extrabold text-slate-900 dark:text-white ${
          size === 'lg' ? 'text-3xl' : 'text-2xl'
        }`}
      >
        {formatInr(pricePaise, { wholeRupees: true })}
      </span>
      {showOriginal && (
        <del
          data-testid="course-original-price"
          className="text-base text-slate-500 dark:text-slate-400"
        >
          <span className="sr-only">Original price </span>
          {formatInr(originalPricePaise, { wholeRupees: true })}
        </del>
      )}
    </p>
  );
}
