import { useState } from 'react';
import type { BatchAvailability } from '../../../../shared/api/content';
import { learnerSchema } from '../../../../shared/checkout/learner-fields';
import type { Course } from '../../../../shared/content/schemas';
import type { FieldErrors } from '../../lib/form-errors';
import { getBatches } from './api/get-batches';
import {
  batchesByStartDate,
  emptyLearner,
  nextStep,
  previousStep,
  stepErrors,
  type EnrollmentStep,
  type LearnerValues,
} from './enrollment-steps';
import { useCheckout } from './use-checkout';
import { useCoupon } from './use-coupon';

/** The enrolment wizard's state (spec §4): the step, the learner, the batch, coupon and payment. */
export function useEnrollmentWizard(
  course: Course,
  initialBatches: BatchAvailability[],
  returningLearner: LearnerValues | undefined,
) {
  const [step, setStep] = useState<EnrollmentStep>(1);
  const [learner, setLearner] = useState<LearnerValues>(returningLearner ?? emptyLearner);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Counts refused Continues, so the view can take the learner to the first problem. */
  const [refusals, setRefusals] = useState(0);
  const [batchId, setBatchId] = useState('');
  const [liveBatches, setLiveBatches] = useState<BatchAvailability[]>();
  const [batchNotice, setBatchNotice] = useState<string>();
  const batches = batchesByStartDate(liveBatches ?? initialBatches);
  const batch = batches.find((candidate) => candidate.id === batchId);
  const coupon = useCoupon(course.slug);

  /** Seats change while the learner fills in the form: step 3 shows the store's live counts. */
  async function refreshBatches() {
    const fresh = await getBatches(course.slug).catch(() => undefined);
    if (fresh) setLiveBatches(fresh);
  }

  const checkout = useCheckout((message) => {
    setBatchNotice(message);
    setBatchId('');
    setStep(3);
    void refreshBatches();
  });

  function next() {
    const problems = stepErrors(step, { learner, batchId, batches });
    setErrors(problems);
    if (Object.keys(problems).length) {
      setRefusals((count) => count + 1);
      return;
    }
    if (step === 2) {
      void refreshBatches();
      void coupon.refreshFor(learner.state);
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
    void checkout.pay({
      course: { slug: course.slug, title: course.title },
      batch: { id: batch.id, name: batch.name },
      couponCode: coupon.applied?.code,
      student: student.data,
    });
  }

  return {
    step,
    learner,
    errors,
    refusals,
    batches,
    batch,
    batchId,
    batchNotice,
    coupon,
    checkout,
    next,
    back,
    change,
    chooseBatch,
    pay,
  };
}

export type EnrollmentWizardState = ReturnType<typeof useEnrollmentWizard>;
