import { useState } from 'react';

/** The search text and the 'All'-or-value dropdown of a list page, and a way to clear both. */
export function useListFilters() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('All');
  const reset = () => {
    setSearch('');
    setFilter('All');
  };
  return { search, setSearch, filter, setFilter, reset };
}
