import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A list's search box: `box` is what ListToolbar's search takes (what the admin types), `q` the
 * text the list's query sends, once typing pauses.
 */
export function useListSearch(label: string) {
  const [value, setValue] = useState('');
  const q = useDebouncedValue(value);
  return { box: { label, value, onChange: setValue }, q };
}
