import { courseLevel, publicationStatus } from '#shared/content/schemas';
import { choiceFilter, ListToolbar } from '#web/features/admin/kit/list-toolbar';
import type { CourseFilters } from './use-course-list';

/** Search, the category, level and status filters, and Refresh above the course list. */
export function CourseListToolbar({
  filters,
  setFilter,
  categories,
  onRefresh,
  refreshing,
}: {
  filters: CourseFilters;
  setFilter: (name: keyof CourseFilters) => (value: string) => void;
  categories: string[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <ListToolbar
      search={{ label: 'Search courses', value: filters.search, onChange: setFilter('search') }}
      filters={[
        choiceFilter({
          label: 'Filter by category',
          allLabel: 'All categories',
          value: filters.category,
          onChange: setFilter('category'),
          choices: categories,
          labelOf: (choice) => choice,
        }),
        choiceFilter({
          label: 'Filter by level',
          allLabel: 'All levels',
          value: filters.level,
          onChange: setFilter('level'),
          choices: courseLevel.options,
          labelOf: (choice) => choice,
        }),
        choiceFilter({
          label: 'Filter by status',
          allLabel: 'All statuses',
          value: filters.status,
          onChange: setFilter('status'),
          choices: publicationStatus.options,
        }),
      ]}
      onRefresh={onRefresh}
      refreshing={refreshing}
    />
  );
}
