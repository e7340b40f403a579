import { useState } from 'react';
import type { AdminCourseSummary } from '#shared/admin/catalog-courses';
import { useAdminList } from '#web/features/admin/kit/use-admin-list';
import { useDebouncedValue } from '#web/features/admin/kit/use-debounced-value';
import { coursesPath } from './course-api';

// The Courses tab's list: the search and filters as chosen, and the courses they find.

export interface CourseFilters {
  search: string;
  category: string;
  level: string;
  status: string;
}

const noFilters: CourseFilters = { search: '', category: '', level: '', status: '' };

export function useCourseList() {
  const [filters, setFilters] = useState(noFilters);
  const q = useDebouncedValue(filters.search);
  const { category, level, status } = filters;
  const list = useAdminList<AdminCourseSummary>(
    coursesPath,
    { q, category, level, status },
    'Failed to fetch courses',
  );
  const categories = useSeenCategories(list.items, category);
  const setFilter = (name: keyof CourseFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  return { list, filters, setFilter, categories };
}

/**
 * Categories for the filter: every one seen in the lists loaded so far, so choosing one does
 * not take the others out of the dropdown.
 */
function useSeenCategories(items: AdminCourseSummary[], chosen: string): string[] {
  const [seen, setSeen] = useState<string[]>([]);
  const current = [...new Set([...seen, ...items.map((item) => item.category), chosen])]
    .filter(Boolean)
    .sort();
  if (current.length !== seen.length) setSeen(current);
  return current;
}
