import type { BatchAvailability } from '#shared/api/content';
import { checkoutMessages } from '#shared/checkout/checkout-requests';
import { learnerSchema } from '#shared/checkout/learner-fields';
import { waitingListJoinParam } from '#shared/forms/batch-waiting-list-paths';
import { fieldErrorsOf, type FieldErrors } from '#web/lib/form-errors';

// docs/product.md §2/§4 "Enrollment wizard": four steps; Continue only when the step validates, with the
// same schema (and messages) POST /api/checkout uses (docs/product.md §5).

export const enrollmentSteps = [
  'Personal Information',
  'Location Details',
  'Select Batch',
  'Payment',
] as const;
export type EnrollmentStep = 1 | 2 | 3 | 4;
export const lastStep: EnrollmentStep = 4;

export interface LearnerValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
}

export const emptyLearner: LearnerValues = { name: '', email: '', phone: '', city: '', state: '' };

const personalFields = learnerSchema.pick({ name: true, email: true, phone: true });
const locationFields = learnerSchema.pick({ city: true, state: true });

/**
 * A batch can be chosen while it has a free seat, or when a seat in it is kept for this visitor
 * by a waiting-list offer (decision 025): the page shows that seat as taken, yet it is theirs.
 */
export const isBookable = (batch: BatchAvailability, offeredBatchId?: string) =>
  batch.seatsAvailable > 0 || batch.id === offeredBatchId;

/**
 * The full batch whose waiting list the page was opened for (`?waitlist=<batchId>`, the course
 * page's link): none when the batch is unknown or has a seat for this visitor after all.
 */
export function batchToWaitFor(
  search: string,
  batches: BatchAvailability[],
  offeredBatchId?: string,
): BatchAvailability | undefined {
  const batchId = new URLSearchParams(search).get(waitingListJoinParam);
  return batches.find((batch) => batch.id === batchId && !isBookable(batch, offeredBatchId));
}

/** Soonest start first, 'TBD' last: what a learner picking a batch compares. */
export function batchesByStartDate(batches: BatchAvailability[]): BatchAvailability[] {
  return [...batches].sort(
    (a, b) =>
      (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999') || a.name.localeCompare(b.name),
  );
}

/** The problems that keep the learner on `step`, by field; empty when they may go on. */
export function stepErrors(
  step: EnrollmentStep,
  values: {
    learner: LearnerValues;
    batchId: string;
    batches: BatchAvailability[];
    offeredBatchId?: string;
  },
): FieldErrors {
  if (step === 1 || step === 2) {
    const parsed = (step === 1 ? personalFields : locationFields).safeParse(values.learner);
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  }
  if (step === 3) {
    const batch = values.batches.find((candidate) => candidate.id === values.batchId);
    return batch && isBookable(batch, values.offeredBatchId)
      ? {}
      : { batchId: checkoutMessages.selectBatch };
  }
  return {};
}

export const nextStep = (step: EnrollmentStep): EnrollmentStep =>
  Math.min(step + 1, lastStep) as EnrollmentStep;
export const previousStep = (step: EnrollmentStep): EnrollmentStep =>
  Math.max(step - 1, 1) as EnrollmentStep;
