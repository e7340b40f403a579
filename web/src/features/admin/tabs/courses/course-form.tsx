import { useState } from 'react';
import { courseLevel, publicationStatus, type Course } from '#shared/content/schemas';
import { SelectField, TextAreaField, TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { coursePriceAudience, useStaffAccess } from '#web/features/admin/auth/staff-access';
import { statusLabel } from '#web/features/admin/kit/status-select';
import { saveCourse } from './course-api';
import {
  courseErrorsOf,
  courseFormErrors,
  courseFormValuesOf,
  courseInputOf,
  newCourseValues,
  slugOf,
  type CourseField,
  type CourseFormValues,
} from './course-form-values';
import { ErrorAlert } from '#web/features/admin/kit/error-alert';
import { FormActions } from '#web/features/admin/kit/form-actions';
import { FormSection } from './form-controls';
import { useCatalogForm } from './use-catalog-form';

const listHint = 'One per line.';

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
  // Content edits a course's texts; the server refuses a change of price from them (decision 021).
  const pricesFixed = !useStaffAccess().mayChangeCoursePrices;
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const form = useCatalogForm<CourseFormValues, CourseField>({
    initial: course ? courseFormValuesOf(course) : newCourseValues,
    validate: (values) => courseFormErrors(values, isNew),
    errorsOf: courseErrorsOf,
    save: async (values) => onSaved(await saveCourse(courseInputOf(values), course?.id)),
    failureText: 'Failed to save course. Please try again.',
  });
  const { values, errors, bind } = form;

  function setTitle(title: string) {
    form.set('title', title);
    if (!slugTouched) form.set('slug', slugOf(title));
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!form.saving}
      title={isNew ? 'New Course' : `Edit ${course.title}`}
      description={isNew ? 'New courses start as drafts, hidden from /learning.' : undefined}
    >
      <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-8">
        <ErrorAlert message={form.formError} />
        <FormSection title="Basics">
          <TextField
            label="Title"
            required
            maxLength={200}
            className="sm:col-span-2"
            {...bind('title')}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextField
            label="Address (slug)"
            required
            maxLength={120}
            readOnly={!isNew}
            hint={
              isNew
                ? 'The page address: /learning/<slug>. It cannot change later.'
                : 'Fixed: links and enrollments use this address.'
            }
            {...bind('slug')}
            onChange={(event) => {
              setSlugTouched(true);
              form.set('slug', event.target.value);
            }}
          />
          <SelectField
            label="Status"
            value={values.status}
            error={errors.status}
            hint="Published courses show on /learning."
            onChange={(event) =>
              form.set('status', event.target.value as CourseFormValues['status'])
            }
          >
            {publicationStatus.options.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Short description"
            required
            maxLength={300}
            className="sm:col-span-2"
            {...bind('shortDescription')}
          />
          <TextAreaField
            label="Description"
            required
            rows={4}
            maxLength={5000}
            className="sm:col-span-2"
            {...bind('description')}
          />
          <TextField
            label="Thumbnail URL"
            maxLength={500}
            className="sm:col-span-2"
            {...bind('thumbnail')}
          />
        </FormSection>

        <FormSection title="Price">
          {pricesFixed && (
            <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
              Changing the price is for {coursePriceAudience}. Ask an owner for access.
            </p>
          )}
          <TextField
            label="Price (₹)"
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            readOnly={pricesFixed}
            hint="Before GST."
            {...bind('price')}
          />
          <TextField
            label="Original price (₹)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            readOnly={pricesFixed}
            hint="Shown struck through; leave blank for none."
            {...bind('originalPrice')}
          />
        </FormSection>

        <FormSection title="Details">
          <TextField label="Category" required maxLength={100} {...bind('category')} />
          <SelectField
            label="Level"
            value={values.level}
            error={errors.level}
            onChange={(event) => form.set('level', event.target.value as CourseFormValues['level'])}
          >
            {courseLevel.options.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Duration (weeks)"
            type="number"
            inputMode="numeric"
            min={1}
            {...bind('durationWeeks')}
          />
          <TextField
            label="Enrolled students"
            type="number"
            inputMode="numeric"
            min={0}
            {...bind('enrolledStudents')}
          />
        </FormSection>

        <FormSection title="Instructor">
          <TextField label="Instructor name" required maxLength={120} {...bind('instructorName')} />
          <TextField
            label="Instructor experience"
            maxLength={100}
            {...bind('instructorExperience')}
          />
          <TextField
            label="Instructor avatar URL"
            maxLength={500}
            className="sm:col-span-2"
            {...bind('instructorAvatar')}
          />
          <TextAreaField
            label="Instructor bio"
            rows={3}
            maxLength={2000}
            className="sm:col-span-2"
            {...bind('instructorBio')}
          />
        </FormSection>

        <FormSection title="Content">
          <TextAreaField
            label="Syllabus"
            rows={8}
            className="sm:col-span-2"
            hint="One module per block, blocks separated by a blank line. First line: module title | duration; then one topic per line."
            {...bind('syllabus')}
          />
          <TextAreaField label="Features" rows={4} hint={listHint} {...bind('features')} />
          <TextAreaField
            label="What you'll learn"
            rows={4}
            hint={listHint}
            {...bind('whatYouLearn')}
          />
          <TextAreaField
            label="Prerequisites"
            rows={3}
            hint={listHint}
            {...bind('prerequisites')}
          />
          <TextAreaField
            label="Certification"
            rows={3}
            hint={listHint}
            {...bind('certification')}
          />
        </FormSection>

        <FormActions
          saving={form.saving}
          onCancel={onClose}
          submitLabel={isNew ? 'Create Course' : 'Save Changes'}
        />
      </form>
    </Modal>
  );
}
