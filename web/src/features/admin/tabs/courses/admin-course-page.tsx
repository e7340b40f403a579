import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { Course } from '#shared/content/schemas';
import { formatInr } from '#shared/checkout/money';
import { useParams } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { useStaffAccess } from '#web/features/admin/auth/staff-access';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { ErrorAlert } from '#web/components/error-alert';
import { PartForOthers } from '#web/features/admin/kit/part-for-others';
import { PageStatusLine } from '#web/features/admin/kit/page-status-line';
import { StatusBadge } from '#web/features/admin/kit/status-select';
import { TabHeading } from '#web/features/admin/kit/tab-heading';
import { CourseFormModal } from './course-form';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { CourseBatchesSection } from './course-batches-section';
import { CouponsThatApply } from './coupons-that-apply';
import { useCourseDetail } from './use-course-detail';

/**
 * /admin/courses/<id>: one course at full width, its batches (each with a page of its own for
 * schedule and roster), a form to add or edit one, and the coupons that apply to it. Every role
 * may read it; the buttons and the form show only to the roles the matrix lets change them.
 */
export function AdminCoursePage() {
  const courseId = useParams().courseId ?? '';
  const { may } = useStaffAccess();
  const mayEditCourse = may('PUT', apiPaths.adminCourse);
  const { detail, loadError, setBatches } = useCourseDetail(courseId);
  const [course, setCourse] = useState<Course>();
  const [editingCourse, setEditingCourse] = useState(false);
  /** The batch saved last, whose public page the status line watches. */
  const [lastSaved, setLastSaved] = useState<{ batch?: AdminBatch; save: number }>();
  const shown = course ?? detail?.course;

  return (
    <div className="space-y-8">
      <AdminBreadcrumbs trail={[{ label: 'Courses', to: `${paths.admin}/courses` }]} />
      <ErrorAlert message={loadError} />
      {!detail && !loadError && <p role="status">Loading...</p>}
      {detail && shown && (
        <>
          <CourseHeading
            course={shown}
            onEdit={mayEditCourse ? () => setEditingCourse(true) : undefined}
          />
          <StatusBadge status={shown.status} />
          {!mayEditCourse && (
            <PartForOthers part="Changing this course" method="PUT" path={apiPaths.adminCourse} />
          )}
          {lastSaved?.batch && (
            <PageStatusLine
              key={lastSaved.save}
              page={{
                kind: 'batch',
                courseSlug: lastSaved.batch.courseSlug,
                batchId: lastSaved.batch.id,
              }}
              name={lastSaved.batch.name}
            />
          )}
          <CourseBatchesSection
            courseId={courseId}
            courseTitle={shown.title}
            batches={detail.batches}
            setBatches={setBatches}
            onSaved={(batch) => setLastSaved((last) => ({ batch, save: (last?.save ?? 0) + 1 }))}
            onDeleted={(batchId) =>
              setLastSaved((last) => (last?.batch?.id === batchId ? undefined : last))
            }
          />
          <CouponsThatApply coupons={detail.coupons} />
          {editingCourse && (
            <CourseFormModal
              course={shown}
              onClose={() => setEditingCourse(false)}
              onSaved={(saved) => {
                setEditingCourse(false);
                setCourse(saved);
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The course's title, price, category and level, its public page, and Edit for those allowed. */
function CourseHeading({ course, onEdit }: { course: Course; onEdit?: () => void }) {
  return (
    <TabHeading
      title={course.title}
      description={`${formatInr(course.pricePaise)} · ${course.category} · ${course.level}`}
      actions={
        <>
          <a
            href={paths.course(course.slug)}
            target="_blank"
            rel="noreferrer"
            className={buttonClass.secondary}
          >
            View on site<span className="sr-only"> (opens in a new tab)</span>
          </a>
          {onEdit && (
            <button type="button" className={buttonClass.primary} onClick={onEdit}>
              Edit course
            </button>
          )}
        </>
      }
    />
  );
}
