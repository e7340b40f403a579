import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminCourseSummary } from '#shared/admin/catalog-courses';
import type { Course } from '#shared/content/schemas';
import { useStaffAccess } from '../auth/staff-access';
import { buttonClass } from '../kit/buttons';
import { PageStatusLine } from '../kit/page-status-line';
import { TabHeading } from '../kit/tab-heading';
import { CouponsSection } from './courses/coupons-section';
import { deleteCourse } from './courses/course-api';
import { CourseFormModal } from './courses/course-form';
import { CourseListToolbar } from './courses/course-list-toolbar';
import { CourseTable } from './courses/course-table';
import { useCourseList } from './courses/use-course-list';
import { useRowDelete } from './courses/use-row-delete';

/**
 * The Courses tab (docs/admin.md): courses with their batches and the coupons; every change is what
 * /learning shows next. After a course is saved, a line says whether its page shows it yet.
 * Every role may read it; each button shows only to the roles the matrix lets use it.
 */
export function CoursesTab() {
  const { may } = useStaffAccess();
  const { list, filters, setFilter, categories } = useCourseList();
  const [editing, setEditing] = useState<Course | 'new'>();
  /** The course saved last, whose public page the status line watches; `save` counts saves. */
  const [lastSaved, setLastSaved] = useState<{ course: Course; save: number }>();

  const removal = useRowDelete<AdminCourseSummary>({
    keyOf: (course) => course.id,
    question: 'Are you sure you want to delete this course?',
    failureText: 'Failed to delete course',
    call: (course) => deleteCourse(course.id),
    onDeleted: (course) => {
      list.setItems((items) => items.filter((item) => item.id !== course.id));
      setLastSaved((last) => (last?.course.id === course.id ? undefined : last));
    },
  });

  return (
    <div>
      <TabHeading
        title="Courses"
        description="The course catalogue on /learning, with each course's batches."
        actions={
          may('POST', apiPaths.adminCourses) && (
            <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
              New Course
            </button>
          )
        }
      />
      <CourseListToolbar
        filters={filters}
        setFilter={setFilter}
        categories={categories}
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
      <CourseTable
        list={list}
        deleting={removal.deleting}
        onEdit={may('PUT', apiPaths.adminCourse) ? setEditing : undefined}
        onDelete={
          may('DELETE', apiPaths.adminCourse) ? (course) => void removal.remove(course) : undefined
        }
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
