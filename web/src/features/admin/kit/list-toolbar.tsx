import { useId, useState, type ReactNode } from 'react';
import { inputClassName } from '#web/components/form-field';
import { RefreshButton } from './refresh-button';
import { statusLabel } from './status-select';

export interface ToolbarFilter {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option should be the "all" choice with value ''. */
  options: { value: string; label: string }[];
}

/** Search box, filter dropdowns and Refresh above an admin list. */
export function ListToolbar({
  search,
  filters = [],
  onRefresh,
  refreshing = false,
  children,
}: {
  search?: { label: string; value: string; onChange: (value: string) => void };
  filters?: ToolbarFilter[];
  onRefresh: () => void;
  refreshing?: boolean;
  /** Fields of the tab's own after the filters, e.g. a date range. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {search && (
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            {search.label}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder={search.label}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            className={inputClassName}
          />
        </div>
      )}
      {filters.map((filter, index) => (
        <div key={filter.label} className="min-w-40">
          <label htmlFor={`${id}-filter-${index}`} className="sr-only">
            {filter.label}
          </label>
          <select
            id={`${id}-filter-${index}`}
            value={filter.value}
            onChange={(event) => filter.onChange(event.target.value)}
            className={inputClassName}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {children}
      <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />
    </div>
  );
}

/** A filter over fixed choices, with the "all" choice (value '') first. */
export function choiceFilter<V extends string>({
  label,
  allLabel,
  value,
  onChange,
  choices,
  labelOf = statusLabel,
}: {
  label: string;
  allLabel: string;
  value: V | '';
  onChange: (value: V | '') => void;
  choices: readonly V[];
  labelOf?: (choice: V) => string;
}): ToolbarFilter {
  return {
    label,
    value,
    onChange: (chosen) => onChange(chosen as V | ''),
    options: [
      { value: '', label: allLabel },
      ...choices.map((choice) => ({ value: choice, label: labelOf(choice) })),
    ],
  };
}

/** The status filter most lists have: 'Filter by status', "All statuses" first. */
export const statusFilter = <V extends string>(
  options: Omit<Parameters<typeof choiceFilter<V>>[0], 'label' | 'allLabel'>,
) => choiceFilter<V>({ label: 'Filter by status', allLabel: 'All statuses', ...options });

/** A list's status filter and its chosen value ('' for all), for the query. */
export function useStatusFilter<V extends string>(
  choices: readonly V[],
  labelOf?: (choice: V) => string,
) {
  const [value, setValue] = useState<V | ''>('');
  return { value, filter: statusFilter({ value, onChange: setValue, choices, labelOf }) };
}
