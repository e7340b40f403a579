import type { Course } from '#shared/content/schemas';
import { CatalogFormModal } from './catalog-form-frame';
import { saveCourse } from './course-api';
import {
  CourseBasicsSection,
  CourseContentSection,
  CourseDetailsSection,
  CourseInstructorSection,
  CoursePriceSection,
} from './course-form-sections';
import {
  courseErrorsOf,
  courseFormErrors,
  courseFormValuesOf,
  courseInputOf,
  newCourseValues,
  type CourseField,
  type CourseFormValues,
} from './course-form-values';
import { useCatalogForm } from './use-catalog-form';

/** Create or edit a course in a modal; `course` undefined means a new one. */
export function CourseFormModal({
  course,
  onClose,
  onSaved,
}: {
  course: Course | undefined;
  onClose: () => void;
  onSaved: (course: Course) => void;
}) {
  const isNew = !course;
  const form = useCatalogForm<CourseFormValues, CourseField>({
    initial: course ? courseFormValuesOf(course) : newCourseValues,
    validate: (values) => courseFormErrors(values, isNew),
    errorsOf: courseErrorsOf,
    save: async (values) => onSaved(await saveCourse(courseInputOf(values), course?.id)),
    failureText: 'Failed to save course. Please try again.',
  });

  return (
    <CatalogFormModal
      form={form}
      onClose={onClose}
      title={isNew ? 'New Course' : `Edit ${course.title}`}
      description={isNew ? 'New courses start as drafts, hidden from /learning.' : undefined}
      submitLabel={isNew ? 'Create Course' : 'Save Changes'}
      className="space-y-8"
    >
      <CourseBasicsSection form={form} isNew={isNew} />
      <CoursePriceSection form={form} />
      <CourseDetailsSection form={form} />
      <CourseInstructorSection form={form} />
      <CourseContentSection form={form} />
    </CatalogFormModal>
  );
}
