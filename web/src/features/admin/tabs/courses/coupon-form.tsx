import type { Coupon } from '#shared/content/schemas';
import { TextField } from '#web/components/form-field';
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
import { CouponCoursesField } from './coupon-courses-field';
import { CatalogFormModal } from './catalog-form-frame';
import { CheckboxField, ChoiceField, RupeesField, WholeNumberField } from './form-controls';
import { useCatalogForm } from './use-catalog-form';

const discountTypeLabels: Record<CouponFormValues['discountType'], string> = {
  percent: 'Percent of the price',
  fixed: 'Fixed amount (₹)',
};
const discountTypes = Object.keys(discountTypeLabels) as CouponFormValues['discountType'][];

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
  const form = useCatalogForm<CouponFormValues, CouponField>({
    initial: coupon ? couponFormValuesOf(coupon) : newCouponValues,
    validate: (values) => couponFormErrors(values, isNew),
    errorsOf: couponErrorsOf,
    save: async (values) => onSaved(await saveCoupon(couponInputOf(values, coupon), coupon?.code)),
    failureText: 'Failed to save coupon. Please try again.',
  });
  const { values, errors, bind } = form;

  return (
    <CatalogFormModal
      form={form}
      onClose={onClose}
      title={isNew ? 'New Coupon' : `Edit coupon ${coupon.code}`}
      description={
        coupon
          ? `Used ${coupon.usedCount} ${coupon.usedCount === 1 ? 'time' : 'times'}.`
          : undefined
      }
      submitLabel={isNew ? 'Create Coupon' : 'Save Changes'}
      className="space-y-6"
    >
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
        <ChoiceField
          label="Discount type"
          choices={discountTypes}
          labelOf={(type) => discountTypeLabels[type]}
          value={values.discountType}
          error={errors.discountType}
          onChange={(type) => form.set('discountType', type)}
        />
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
        <WholeNumberField
          label="Usage limit"
          min={coupon ? Math.max(1, coupon.usedCount) : 1}
          hint="Blank: no limit."
          {...bind('usageLimit')}
        />
        <RupeesField label="Minimum order (₹)" hint="Blank: no minimum." {...bind('minAmount')} />
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
      <CouponCoursesField
        applicable={values.applicableCourses}
        error={errors.applicableCourses}
        onChange={(applicable) => form.set('applicableCourses', applicable)}
      />
    </CatalogFormModal>
  );
}
