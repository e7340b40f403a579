import { useState, type ReactNode } from 'react';
import { filterOptions } from '#shared/content/filters';
import { FilteredResults } from './filtered-results';
import { ListFilters } from './list-filters';

/** What a visitor has typed and picked above a list; 'All' is an unset dropdown. */
export interface ListQuery {
  q: string;
  filter: string;
  second: string;
}

interface ListSectionProps<T> {
  /** The visually hidden heading that names the list's landmark. */
  headingId: string;
  heading: string;
  /** The section's padding and the list's width differ a little from page to page. */
  sectionClassName: string;
  widthClassName: string;
  items: T[];
  search: { label: string; placeholder: string };
  /** The first dropdown's options are the items' own values (shared/content/filters.ts). */
  filter: { label: string; pick: (item: T) => string };
  /** A second, fixed dropdown ('All' first), e.g. the course level. */
  secondFilter?: { label: string; options: string[] };
  /** The page's filter rule, the same the API applies (docs/product.md §2). */
  match: (items: T[], query: ListQuery) => T[];
  noun: { one: string; many: string };
  emptyTitle: string;
  renderItem: (item: T) => ReactNode;
  layout?: 'grid' | 'stack';
}

/**
 * The searchable list of the blog, portfolio, case studies and courses pages (docs/product.md §2):
 * the search box and dropdown(s), the count, and the grid or the empty state that clears them.
 */
export function ListSection<T>(props: ListSectionProps<T>) {
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState('All');
  const [second, setSecond] = useState('All');
  const { items, secondFilter } = props;
  const shown = props.match(items, { q, filter, second });
  const reset = () => {
    setQ('');
    setFilter('All');
    setSecond('All');
  };

  return (
    <section aria-labelledby={props.headingId} className={props.sectionClassName}>
      <div className={`mx-auto ${props.widthClassName}`}>
        <h2 id={props.headingId} className="sr-only">
          {props.heading}
        </h2>
        <ListFilters
          search={q}
          onSearchChange={setQ}
          searchLabel={props.search.label}
          searchPlaceholder={props.search.placeholder}
          filter={filter}
          onFilterChange={setFilter}
          filterLabel={props.filter.label}
          filterOptions={filterOptions(items, props.filter.pick)}
          secondFilter={
            secondFilter && {
              label: secondFilter.label,
              value: second,
              onChange: setSecond,
              options: secondFilter.options,
            }
          }
          shown={shown.length}
          total={items.length}
          noun={props.noun}
        />
        <FilteredResults
          items={shown}
          renderItem={props.renderItem}
          emptyTitle={props.emptyTitle}
          onReset={reset}
          layout={props.layout}
        />
      </div>
    </section>
  );
}
