import { useState } from 'react';
import type { BatchAvailability } from '#shared/api/content';
import { needsFullBillingAddress } from '#shared/checkout/billing-details';
import { normalizeGstin, stateOfGstin } from '#shared/checkout/gstin';
import { learnerSchema } from '#shared/checkout/learner-fields';
import type { Course } from '#shared/content/schemas';
import type { WaitingListOfferResponse } from '#shared/forms/batch-waiting-list';
import type { FieldErrors } from '#web/lib/form-errors';
import { getBatches } from './api/get-batches';
import {
  billingFieldPaths,
  checkBilling,
  emptyBilling,
  placeOfSupplyState,
  showsBillingAddress,
  type BillingField,
  type BillingValues,
} from './billing-values';
import {
  batchesByStartDate,
  emptyLearner,
  nextStep,
  previousStep,
  stepErrors,
  type EnrollmentStep,
  type LearnerValues,
} from './enrollment-steps';
import { previewAmounts } from './order-summary-lines';
import { useCheckout } from './use-checkout';
import { useCoupon } from './use-coupon';
import { useOffer } from './use-offer';

/**
 * The enrolment wizard's state (docs/product.md §4): the step, the learner and whom to bill, the batch,
 * coupon and payment, and a waiting-list offer the page was opened with (decision 025).
 */
export function useEnrollmentWizard(
  course: Course,
  initialBatches: BatchAvailability[],
  returningLearner: LearnerValues | undefined,
) {
  const [step, setStep] = useState<EnrollmentStep>(1);
  const [learner, setLearner] = useState<LearnerValues>(returningLearner ?? emptyLearner);
  const [billing, setBilling] = useState<BillingValues>(emptyBilling);
  const [errors, setErrors] = useState<FieldErrors>({});
  const offer = useOffer(course.slug);
  const [batchId, setBatchId] = useState(offer.batchId ?? '');
  const [filledFromOffer, setFilledFromOffer] = useState<WaitingListOfferResponse>();
  const [liveBatches, setLiveBatches] = useState<BatchAvailability[]>();
  const [batchNotice, setBatchNotice] = useState<string>();
  const batches = batchesByStartDate(liveBatches ?? initialBatches);
  const batch = batches.find((candidate) => candidate.id === batchId);
  const coupon = useCoupon(course.slug);
  /** A company's GSTIN state decides CGST + SGST or IGST, so the preview is priced for it. */
  const supplyState = placeOfSupplyState(learner, billing);
  const previewTotalPaise = previewAmounts(course, coupon.applied, supplyState).amounts.totalPaise;

  // The offer's seat is kept for one address: it is filled in (and the name, if none yet) once
  // the server has said whose it is. Set while rendering, as React advises for derived state.
  if (offer.state.status === 'open' && filledFromOffer !== offer.state.offer) {
    const { name, email, batchId: offeredBatch } = offer.state.offer;
    setFilledFromOffer(offer.state.offer);
    setLearner((current) => ({ ...current, name: current.name || name, email }));
    setBatchId(offeredBatch);
  }

  /** Seats change while the learner fills in the form: step 3 shows the store's live counts. */
  async function refreshBatches() {
    const fresh = await getBatches(course.slug).catch(() => undefined);
    if (fresh) setLiveBatches(fresh);
  }

  /**
   * Back to step 2 with the billing fields' problems; the first of them gets focus, as after
   * any refused submit (web/src/lib/invalid-field-focus.ts).
   */
  function refuseBilling(problems: FieldErrors) {
    setErrors(problems);
    setStep(2);
  }

  const checkout = useCheckout({
    onBatchFull(message) {
      setBatchNotice(message);
      setBatchId('');
      setStep(3);
      void refreshBatches();
    },
    onBillingRefused: refuseBilling,
    onOfferGone: offer.drop,
  });

  function next() {
    const billingCheck = step === 2 ? checkBilling(learner, billing, previewTotalPaise) : undefined;
    const problems = {
      ...stepErrors(step, { learner, batchId, batches, offeredBatchId: offer.batchId }),
      ...(billingCheck?.ok === false && billingCheck.errors),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    if (step === 2) {
      void refreshBatches();
      void coupon.refreshFor(supplyState);
    }
    setStep(nextStep(step));
  }

  function back() {
    setErrors({});
    setStep(previousStep(step));
  }

  function change(field: keyof LearnerValues, value: string) {
    setLearner((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function changeBilling(field: BillingField, value: string) {
    setBilling((current) => {
      const changed = { ...current, [field]: value };
      // A company's address is usually in its GSTIN's state: offered until the learner picks one.
      const gstinState = field === 'gstin' ? stateOfGstin(normalizeGstin(value)) : undefined;
      return gstinState && !current.state ? { ...changed, state: gstinState } : changed;
    });
    setErrors(({ [billingFieldPaths[field]]: _cleared, billingAddress: _whole, ...rest }) => rest);
  }

  function billForCompany(forCompany: boolean) {
    setBilling((current) => ({ ...current, forCompany }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('company'))),
    );
  }

  function chooseBatch(id: string) {
    setBatchId(id);
    setBatchNotice(undefined);
    setErrors(({ batchId: _cleared, ...rest }) => rest);
  }

  function pay() {
    // Steps 1–3 checked these already; a learner who went back and changed them checks again.
    const student = learnerSchema.safeParse(learner);
    if (!student.success || !batch) {
      setStep(student.success ? 3 : 1);
      return;
    }
    // A coupon removed since step 2 can take the total to ₹50,000, where rule 46 needs the address.
    const billingCheck = checkBilling(learner, billing, previewTotalPaise);
    if (!billingCheck.ok) {
      refuseBilling(billingCheck.errors);
      return;
    }
    void checkout.pay({
      course: { slug: course.slug, title: course.title },
      batch: { id: batch.id, name: batch.name },
      couponCode: coupon.applied?.code,
      student: student.data,
      billing: billingCheck.request,
      offer: batch.id === offer.batchId ? offer.checkoutOffer : undefined,
    });
  }

  return {
    step,
    learner,
    billing,
    supplyState,
    addressRequired: needsFullBillingAddress(previewTotalPaise),
    addressShown: showsBillingAddress(billing, previewTotalPaise),
    errors,
    batches,
    batch,
    batchId,
    batchNotice,
    offer,
    coupon,
    checkout,
    next,
    back,
    change,
    changeBilling,
    billForCompany,
    chooseBatch,
    pay,
  };
}

export type EnrollmentWizardState = ReturnType<typeof useEnrollmentWizard>;
