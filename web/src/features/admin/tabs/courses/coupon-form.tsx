import { useEffect, useState } from 'react';
import type { AdminCourseSummary } from '#shared/admin/catalog-courses';
import type { Coupon } from '#shared/content/schemas';
import { SelectField, TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { saveCoupon } from './coupon-api';
import {
  couponErrorsOf,
  couponFormErrors,
  couponFormValuesOf,
  couponInputOf,
  newCouponValues,
  type CouponField,
  type CouponFormValues,
} from './coupon-form-values';
import { fetchCourseChoices } from './course-api';
import { ErrorAlert } from '#web/features/admin/kit/error-alert';
import { FormActions } from '#web/features/admin/kit/form-actions';
import { CheckboxField } from './form-controls';
import { useCatalogForm } from './use-catalog-form';

/** Create or edit a stored coupon (docs/product.md §10); `coupon` undefined means a new one. */
export function CouponFormModal({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: Coupon | undefined;
  onClose: () => void;
  onSaved: (coupon: Coupon) => void;
}) {
  const isNew = !coupon;
  const courses = useCourseChoices();
  const form = useCatalogForm<CouponFormValues, CouponField>({
    initial: coupon ? couponFormValuesOf(coupon) : newCouponValues,
    validate: (values) => couponFormErrors(values, isNew),
    errorsOf: couponErrorsOf,
    save: async (values) => onSaved(await saveCoupon(couponInputOf(values, coupon), coupon?.code)),
    failureText: 'Failed to save coupon. Please try again.',
  });
  const { values, errors, bind } = form;

  // Courses deleted since the coupon named them keep their place, so the list never empties
  // by accident (an empty list means every course).
  const knownSlugs = new Set(courses.items.map((course) => course.slug));
  const choices = [
    ...courses.items.map((course) => ({ slug: course.slug, label: course.title })),
    ...values.applicableCourses
      .filter((slug) => !knownSlugs.has(slug))
      .map((slug) => ({ slug, label: `${slug} (no longer exists)` })),
  ];

  function toggleCourse(slug: string, checked: boolean) {
    form.set(
      'applicableCourses',
      checked
        ? [...values.applicableCourses, slug]
        : values.applicableCourses.filter((listed) => listed !== slug),
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!form.saving}
      title={isNew ? 'New Coupon' : `Edit coupon ${coupon.code}`}
      description={
        coupon
          ? `Used ${coupon.usedCount} ${coupon.usedCount === 1 ? 'time' : 'times'}.`
          : undefined
      }
    >
      <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-6">
        <ErrorAlert message={form.formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Code"
            required
            maxLength={40}
            readOnly={!isNew}
            autoCapitalize="characters"
            hint={isNew ? 'Letters, digits, - or _; stored upper-case.' : 'Codes cannot change.'}
            {...bind('code')}
            onChange={(event) => form.set('code', event.target.value.toUpperCase())}
          />
          <TextField label="Description" maxLength={300} {...bind('description')} />
          <SelectField
            label="Discount type"
            value={values.discountType}
            error={errors.discountType}
            onChange={(event) =>
              form.set('discountType', event.target.value as CouponFormValues['discountType'])
            }
          >
            <option value="percent">Percent of the price</option>
            <option value="fixed">Fixed amount (₹)</option>
          </SelectField>
          <TextField
            label={values.discountType === 'percent' ? 'Discount (%)' : 'Discount (₹)'}
            required
            type="number"
            inputMode="decimal"
            min={values.discountType === 'percent' ? 1 : 0}
            max={values.discountType === 'percent' ? 100 : undefined}
            step={values.discountType === 'percent' ? 1 : 0.01}
            {...bind('discountValue')}
          />
          <TextField
            label="Valid from (IST)"
            type="date"
            hint="Works from the start of that day in India. Blank: at once."
            {...bind('validFrom')}
          />
          <TextField
            label="Valid until (IST)"
            type="date"
            hint="Works to the end of that day in India. Blank: no end."
            min={values.validFrom || undefined}
            {...bind('validUntil')}
          />
          <TextField
            label="Usage limit"
            type="number"
            inputMode="numeric"
            min={coupon ? Math.max(1, coupon.usedCount) : 1}
            hint="Blank: no limit."
            {...bind('usageLimit')}
          />
          <TextField
            label="Minimum order (₹)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            hint="Blank: no minimum."
            {...bind('minAmount')}
          />
          <div className="self-end">
            <CheckboxField
              label="Active"
              checked={values.isActive}
              onChange={(checked) => form.set('isActive', checked)}
            />
            <CheckboxField
              label="Advertised to visitors"
              hint="Only an advertised code tells a learner why it does not apply (limit reached, minimum order, other course). Any other code just reads as invalid, so private codes cannot be guessed."
              checked={values.advertised}
              onChange={(checked) => form.set('advertised', checked)}
            />
          </div>
        </div>
        <fieldset aria-describedby="coupon-courses-hint">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Applies to
          </legend>
          <p id="coupon-courses-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            None checked: every course.
          </p>
          {courses.error && <ErrorAlert message={courses.error} />}
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {choices.map((choice) => (
              <CheckboxField
                key={choice.slug}
                label={choice.label}
                checked={values.applicableCourses.includes(choice.slug)}
                onChange={(checked) => toggleCourse(choice.slug, checked)}
              />
            ))}
          </div>
          {errors.applicableCourses && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-400">
              {errors.applicableCourses}
            </p>
          )}
        </fieldset>
        <FormActions
          saving={form.saving}
          onCancel={onClose}
          submitLabel={isNew ? 'Create Coupon' : 'Save Changes'}
        />
      </form>
    </Modal>
  );
}

function useCourseChoices() {
  const [state, setState] = useState<{ items: AdminCourseSummary[]; error: string }>({
    items: [],
    error: '',
  });
  useEffect(() => {
    let current = true;
    fetchCourseChoices().then(
      (page) => {
        if (current) setState({ items: page.items, error: '' });
      },
      () => {
        if (current) setState({ items: [], error: 'Failed to load the courses to choose from.' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
