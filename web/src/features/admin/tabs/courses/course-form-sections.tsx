import { useState } from 'react';
import { slugFromTitle } from '#shared/admin/publishing';
import { courseLevel, publicationStatus } from '#shared/content/schemas';
import { TextAreaField, TextField } from '#web/components/form-field';
import { coursePriceAudience, useStaffAccess } from '#web/features/admin/auth/staff-access';
import { statusLabel } from '#web/features/admin/kit/status-select';
import type { CourseField, CourseFormValues } from './course-form-values';
import { ChoiceField, FormSection, RupeesField, WholeNumberField } from './form-controls';
import type { CatalogForm } from './use-catalog-form';

// The course form's sections, one component each, in the order the form shows them.

type CourseForm = CatalogForm<CourseFormValues, CourseField>;

const listHint = 'One per line.';

/** Title, address, status and the texts; the address follows the title until typed in. */
export function CourseBasicsSection({ form, isNew }: { form: CourseForm; isNew: boolean }) {
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const { values, errors, bind } = form;
  return (
    <FormSection title="Basics">
      <TextField
        label="Title"
        required
        maxLength={200}
        className="sm:col-span-2"
        {...bind('title')}
        onChange={(event) => {
          form.set('title', event.target.value);
          if (!slugTouched) form.set('slug', slugFromTitle(event.target.value));
        }}
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
      <ChoiceField
        label="Status"
        choices={publicationStatus.options}
        labelOf={statusLabel}
        value={values.status}
        error={errors.status}
        hint="Published courses show on /learning."
        onChange={(status) => form.set('status', status)}
      />
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
  );
}

/** The prices, read-only to a role that may not change them (decision 021). */
export function CoursePriceSection({ form }: { form: CourseForm }) {
  const pricesFixed = !useStaffAccess().mayChangeCoursePrices;
  return (
    <FormSection title="Price">
      {pricesFixed && (
        <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
          Changing the price is for {coursePriceAudience}. Ask an owner for access.
        </p>
      )}
      <RupeesField
        label="Price (₹)"
        required
        readOnly={pricesFixed}
        hint="Before GST."
        {...form.bind('price')}
      />
      <RupeesField
        label="Original price (₹)"
        readOnly={pricesFixed}
        hint="Shown struck through; leave blank for none."
        {...form.bind('originalPrice')}
      />
    </FormSection>
  );
}

export function CourseDetailsSection({ form }: { form: CourseForm }) {
  const { values, errors, bind } = form;
  return (
    <FormSection title="Details">
      <TextField label="Category" required maxLength={100} {...bind('category')} />
      <ChoiceField
        label="Level"
        choices={courseLevel.options}
        value={values.level}
        error={errors.level}
        onChange={(level) => form.set('level', level)}
      />
      <WholeNumberField label="Duration (weeks)" min={1} {...bind('durationWeeks')} />
      <WholeNumberField label="Enrolled students" min={0} {...bind('enrolledStudents')} />
    </FormSection>
  );
}

export function CourseInstructorSection({ form: { bind } }: { form: CourseForm }) {
  return (
    <FormSection title="Instructor">
      <TextField label="Instructor name" required maxLength={120} {...bind('instructorName')} />
      <TextField label="Instructor experience" maxLength={100} {...bind('instructorExperience')} />
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
  );
}

/** The syllabus and the lists, one entry per line (course-form-values.ts reads them). */
export function CourseContentSection({ form: { bind } }: { form: CourseForm }) {
  return (
    <FormSection title="Content">
      <TextAreaField
        label="Syllabus"
        rows={8}
        className="sm:col-span-2"
        hint="One module per block, blocks separated by a blank line. First line: module title | duration; then one topic per line."
        {...bind('syllabus')}
      />
      <TextAreaField label="Features" rows={4} hint={listHint} {...bind('features')} />
      <TextAreaField label="What you'll learn" rows={4} hint={listHint} {...bind('whatYouLearn')} />
      <TextAreaField label="Prerequisites" rows={3} hint={listHint} {...bind('prerequisites')} />
      <TextAreaField label="Certification" rows={3} hint={listHint} {...bind('certification')} />
    </FormSection>
  );
}
