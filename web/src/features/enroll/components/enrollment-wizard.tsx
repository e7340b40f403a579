import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BatchAvailability } from '#shared/api/content';
import { normalizeGstin } from '#shared/checkout/gstin';
import { formatInr } from '#shared/checkout/money';
import type { Course } from '#shared/content/schemas';
import { useLocation } from '#web/lib/router';
import { batchToWaitFor, enrollmentSteps, type LearnerValues } from '../enrollment-steps';
import { orderSummary } from '../order-summary-lines';
import { useEnrollmentWizard } from '../use-enrollment-wizard';
import { BatchList } from './batch-list';
import { BillingStep } from './billing-step';
import { CouponBox } from './coupon-box';
import { LocationStep } from './location-step';
import { OrderSummary } from './order-summary';
import { PaymentPanel } from './payment-panel';
import { PersonalStep } from './personal-step';
import { OfferNotice } from './offer-notice';
import { StepIndicator } from './step-indicator';
import { WaitingListForm } from './waiting-list-form';
import type { LearnerFieldProps } from './step-fields';

interface EnrollmentWizardProps {
  course: Course;
  batches: BatchAvailability[];
  returningLearner: LearnerValues | undefined;
}

/** docs/product.md §2/§4: the four-step enrolment wizard, ending at the provider's payment page. */
export function EnrollmentWizard({ course, batches, returningLearner }: EnrollmentWizardProps) {
  const wizard = useEnrollmentWizard(course, batches, returningLearner);
  const { step, errors, checkout } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const { search } = useLocation();
  /**
   * The full batch whose waiting list the visitor is joining, shown in place of the steps: chosen
   * at step 3, or named by the course page's link.
   */
  const [joining, setJoining] = useState(() =>
    batchToWaitFor(search, wizard.batches, wizard.offer.batchId),
  );

  // A new step takes focus to its heading, so keyboard and screen-reader users start there, as
  // does the step a visitor comes back to from a waiting list's form.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const shownJoining = useRef(joining);
  useEffect(() => {
    if (shownJoining.current && !joining) headingRef.current?.focus();
    shownJoining.current = joining;
  }, [joining]);

  const field = (name: keyof LearnerValues): LearnerFieldProps => ({
    name,
    value: wizard.learner[name],
    error: errors[name],
    onChange: (event) => wizard.change(name, event.target.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    wizard.next();
  };

  const { billing } = wizard;
  const summary = orderSummary({
    course,
    batch: wizard.batch,
    coupon: wizard.coupon.applied,
    learnerState: wizard.supplyState,
    company: billing.forCompany
      ? { legalName: billing.legalName.trim(), gstin: normalizeGstin(billing.gstin) }
      : undefined,
  });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-950">
      <OfferNotice offer={wizard.offer.state} batches={wizard.batches} />
      {joining ? (
        <WaitingListForm
          courseSlug={course.slug}
          batch={joining}
          learner={wizard.learner}
          backLabel={step === 3 ? 'Back to batches' : 'Enroll in another batch'}
          onBack={() => setJoining(undefined)}
        />
      ) : (
        <>
          <StepIndicator step={step} />
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-6 scroll-mt-24 text-xl font-bold text-slate-900 outline-none sm:text-2xl dark:text-white"
          >
            {enrollmentSteps[step - 1]}
          </h2>
          <div className="mt-5">
            {step < 4 ? (
              <form noValidate onSubmit={onSubmit} aria-label={enrollmentSteps[step - 1]}>
                {step === 1 && <PersonalStep field={field} />}
                {step === 2 && (
                  <>
                    <LocationStep field={field} />
                    <BillingStep
                      billing={billing}
                      errors={errors}
                      addressRequired={wizard.addressRequired}
                      addressShown={wizard.addressShown}
                      supplyState={wizard.supplyState}
                      onChange={wizard.changeBilling}
                      onBillForCompany={wizard.billForCompany}
                    />
                  </>
                )}
                {step === 3 && (
                  <div className="space-y-6">
                    {wizard.batchNotice && (
                      <p
                        role="alert"
                        className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
                      >
                        {wizard.batchNotice}
                      </p>
                    )}
                    <BatchList
                      batches={wizard.batches}
                      selectedId={wizard.batchId}
                      error={errors.batchId}
                      offeredBatchId={wizard.offer.batchId}
                      onSelect={wizard.chooseBatch}
                      onJoinWaitingList={setJoining}
                    />
                    <CouponBox coupon={wizard.coupon} learnerState={wizard.supplyState} />
                  </div>
                )}
                <div className="mt-8 flex items-center justify-between gap-3">
                  <button
                    type="button"
                    onClick={wizard.back}
                    disabled={step === 1}
                    className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900"
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" />
                    Back
                  </button>
                  <button
                    type="submit"
                    className="inline-flex items-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
                  >
                    Continue
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </form>
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                <OrderSummary summary={summary} />
                <div>
                  <PaymentPanel
                    checkout={checkout}
                    totalLabel={formatInr(summary.totalPaise)}
                    onPay={wizard.pay}
                  />
                  <button
                    type="button"
                    onClick={wizard.back}
                    disabled={checkout.processing}
                    className="mt-4 inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-900"
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" />
                    Back to batch selection
                  </button>
                </div>
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
