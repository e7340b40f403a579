import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminCourseSummary } from '#shared/admin/catalog-courses';
import { formatInr } from '#shared/checkout/money';
import { courseLevel, publicationStatus, type Course } from '#shared/content/schemas';
import { errorMessage } from '#web/lib/api-client';
import { useStaffAccess } from '../auth/staff-access';
import { AdminTable } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { alertFailure, confirmDelete } from '../kit/dialogs';
import { choiceFilter, ListToolbar } from '../kit/list-toolbar';
import { PageStatusLine } from '../kit/page-status-line';
import { StatusBadge } from '../kit/status-select';
import { TabHeading } from '../kit/tab-heading';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { CouponsSection } from './courses/coupons-section';
import { coursesPath, deleteCourse } from './courses/course-api';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { CourseFormModal } from './courses/course-form';

/**
 * The Courses tab (docs/admin.md): courses with their batches and the coupons; every change is what
 * /learning shows next. After a course is saved, a line says whether its page shows it yet.
 * Every role may read it; each button shows only to the roles the matrix lets use it.
 */
export function CoursesTab() {
  const { may } = useStaffAccess();
  const mayCreate = may('POST', apiPaths.adminCourses);
  const mayEdit = may('PUT', apiPaths.adminCourse);
  const mayDelete = may('DELETE', apiPaths.adminCourse);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [level, setLevel] = useState('');
  const [status, setStatus] = useState('');
  const q = useDebouncedValue(search);
  const list = useAdminList<AdminCourseSummary>(
    coursesPath,
    { q, category, level, status },
    'Failed to fetch courses',
  );
  const categories = useSeenCategories(list.items, category);
  const [editing, setEditing] = useState<Course | 'new'>();
  const [busyId, setBusyId] = useState<string>();
  /** The course saved last, whose public page the status line watches; `save` counts saves. */
  const [lastSaved, setLastSaved] = useState<{ course: Course; save: number }>();

  async function remove(course: AdminCourseSummary) {
    if (!(await confirmDelete('Are you sure you want to delete this course?'))) return;
    setBusyId(course.id);
    try {
      await deleteCourse(course.id);
      list.setItems((items) => items.filter((item) => item.id !== course.id));
      setLastSaved((last) => (last?.course.id === course.id ? undefined : last));
    } catch (error) {
      void alertFailure(errorMessage(error, 'Failed to delete course'));
    } finally {
      setBusyId(undefined);
    }
  }

  return (
    <div>
      <TabHeading
        title="Courses"
        description="The course catalogue on /learning, with each course's batches."
        actions={
          mayCreate && (
            <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
              New Course
            </button>
          )
        }
      />
      <ListToolbar
        search={{ label: 'Search courses', value: search, onChange: setSearch }}
        filters={[
          choiceFilter({
            label: 'Filter by category',
            allLabel: 'All categories',
            value: category,
            onChange: setCategory,
            choices: categories,
            labelOf: (choice) => choice,
          }),
          choiceFilter({
            label: 'Filter by level',
            allLabel: 'All levels',
            value: level,
            onChange: setLevel,
            choices: courseLevel.options,
            labelOf: (choice) => choice,
          }),
          choiceFilter({
            label: 'Filter by status',
            allLabel: 'All statuses',
            value: status,
            onChange: setStatus,
            choices: publicationStatus.options,
          }),
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      {lastSaved && (
        <PageStatusLine
          key={lastSaved.save}
          page={{ kind: 'course', slug: lastSaved.course.slug }}
          name={lastSaved.course.title}
          className="mb-4"
        />
      )}
      <AdminTable
        caption="Courses"
        list={list}
        rowKey={(course) => course.id}
        emptyText="No courses found"
        columns={[
          {
            header: 'Title',
            cell: (course) => (
              <>
                <p className="font-medium">{course.title}</p>
                <p className="text-slate-500 dark:text-slate-400">/learning/{course.slug}</p>
                <StatusBadge status={course.status} />
              </>
            ),
          },
          { header: 'Category', className: 'hidden md:table-cell', cell: (c) => c.category },
          { header: 'Level', className: 'hidden sm:table-cell', cell: (c) => c.level },
          {
            header: 'Price',
            className: 'whitespace-nowrap',
            cell: (course) => (
              <>
                <p>{formatInr(course.pricePaise)}</p>
                {course.originalPricePaise !== null && (
                  <p className="text-slate-500 line-through dark:text-slate-400">
                    <span className="sr-only">Original price </span>
                    {formatInr(course.originalPricePaise)}
                  </p>
                )}
              </>
            ),
          },
          { header: 'Batches', cell: (course) => course.batchCount },
          {
            header: 'Actions',
            cell: (course) => (
              <div className="flex flex-wrap gap-1">
                <Link
                  to={paths.adminCourse(course.id)}
                  className={buttonClass.rowAction}
                  aria-label={`Batches of ${course.title}`}
                >
                  Batches
                </Link>
                {mayEdit && (
                  <button
                    type="button"
                    className={buttonClass.rowAction}
                    onClick={() => setEditing(course)}
                    aria-label={`Edit ${course.title}`}
                  >
                    Edit
                  </button>
                )}
                {mayDelete && (
                  <button
                    type="button"
                    className={buttonClass.rowDanger}
                    disabled={busyId === course.id}
                    onClick={() => void remove(course)}
                    aria-label={`Delete ${course.title}`}
                  >
                    Delete
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <CourseFormModal
          course={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(course) => {
            setEditing(undefined);
            list.refresh();
            setLastSaved((last) => ({ course, save: (last?.save ?? 0) + 1 }));
          }}
        />
      )}
      <CouponsSection />
    </div>
  );
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
