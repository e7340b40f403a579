import { Search } from 'lucide-react';
import { useId } from 'react';

interface ListFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  filter: string;
  onFilterChange: (value: string) => void;
  filterLabel: string;
  /** 'All' first (shared/content/filters.ts `filterOptions`). */
  filterOptions: string[];
  /** A second dropdown beside the first (e.g. the course level), 'All' first. */
  secondFilter?: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    options: string[];
  };
  /** How many items match, announced to screen readers as the visitor types. */
  shown: number;
  total: number;
  noun: { one: string; many: string };
}

/**
 * The search box and dropdown(s) above a list (docs/product.md §2: portfolio, case studies, blog, and
 * courses with their category and level).
 */
export function ListFilters(props: ListFiltersProps) {
  const searchId = useId();
  const { shown, total, noun, secondFilter } = props;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div
        className={`grid gap-4 ${
          secondFilter
            ? 'sm:grid-cols-2 lg:grid-cols-[1fr_13rem_13rem]'
            : 'sm:grid-cols-[1fr_14rem]'
        }`}
      >
        <div className={secondFilter ? 'sm:col-span-2 lg:col-span-1' : undefined}>
          <label
            htmlFor={searchId}
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {props.searchLabel}
          </label>
          <div className="relative mt-1.5">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={props.search}
              onChange={(event) => props.onSearchChange(event.target.value)}
              placeholder={props.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500"
            />
          </div>
        </div>
        <Dropdown
          label={props.filterLabel}
          value={props.filter}
          onChange={props.onFilterChange}
          options={props.filterOptions}
        />
        {secondFilter && (
          <Dropdown
            label={secondFilter.label}
            value={secondFilter.value}
            onChange={secondFilter.onChange}
            options={secondFilter.options}
          />
        )}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {shown === total
          ? `${total} ${total === 1 ? noun.one : noun.many}`
          : `Showing ${shown} of ${total} ${total === 1 ? noun.one : noun.many}`}
      </p>
    </div>
  );
}

function Dropdown({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: string[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
