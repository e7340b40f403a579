import type { AdminCourseSummary } from '#shared/admin/catalog-courses';
import { formatInr } from '#shared/checkout/money';
import { paths } from '#web/app/paths';
import { AdminTable } from '#web/features/admin/kit/admin-table';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import type { AdminList } from '#web/features/admin/kit/use-admin-list';
import { Link } from '#web/lib/router';
import { EditDeleteActions } from './row-actions';

// The Courses tab's table: a course a row, with its price and the buttons the role may use.

interface RowActions {
  /** Absent when the role may not edit (or delete) a course. */
  onEdit?: (course: AdminCourseSummary) => void;
  onDelete?: (course: AdminCourseSummary) => void;
  /** Whether a course's delete is under way: its Delete waits. */
  deleting: (course: AdminCourseSummary) => boolean;
}

export function CourseTable({
  list,
  ...actions
}: { list: AdminList<AdminCourseSummary> } & RowActions) {
  return (
    <AdminTable
      caption="Courses"
      list={list}
      rowKey={(course) => course.id}
      emptyText="No courses found"
      columns={[
        { header: 'Title', cell: (course) => <CourseTitleCell course={course} /> },
        { header: 'Category', className: 'hidden md:table-cell', cell: (c) => c.category },
        { header: 'Level', className: 'hidden sm:table-cell', cell: (c) => c.level },
        {
          header: 'Price',
          className: 'whitespace-nowrap',
          cell: (course) => <CoursePriceCell course={course} />,
        },
        { header: 'Batches', cell: (course) => course.batchCount },
        {
          header: 'Actions',
          cell: (course) => <CourseRowActions course={course} {...actions} />,
        },
      ]}
    />
  );
}

function CourseTitleCell({ course }: { course: AdminCourseSummary }) {
  return (
    <>
      <p className="font-medium">{course.title}</p>
      <p className="text-slate-500 dark:text-slate-400">/learning/{course.slug}</p>
      <StatusBadge status={course.status} />
    </>
  );
}

/** The price, and the original price struck through when there is one. */
function CoursePriceCell({ course }: { course: AdminCourseSummary }) {
  return (
    <>
      <p>{formatInr(course.pricePaise)}</p>
      {course.originalPricePaise !== null && (
        <p className="text-slate-500 line-through dark:text-slate-400">
          <span className="sr-only">Original price </span>
          {formatInr(course.originalPricePaise)}
        </p>
      )}
    </>
  );
}

function CourseRowActions({
  course,
  onEdit,
  onDelete,
  deleting,
}: { course: AdminCourseSummary } & RowActions) {
  return (
    <EditDeleteActions
      name={course.title}
      deleting={deleting(course)}
      onEdit={onEdit && (() => onEdit(course))}
      onDelete={onDelete && (() => onDelete(course))}
      className="flex flex-wrap gap-1"
    >
      <Link
        to={paths.adminCourse(course.id)}
        className={buttonClass.rowAction}
        aria-label={`Batches of ${course.title}`}
      >
        Batches
      </Link>
    </EditDeleteActions>
  );
}
