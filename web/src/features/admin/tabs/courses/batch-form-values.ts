import {
  adminBatchInput,
  type AdminBatch,
  type AdminBatchInput,
} from '#shared/admin/catalog-batches';
import { errorsByField, issuesByPath, numberOrUndefined } from './form-text';

// The batch form's values as typed.

export interface BatchFormValues {
  name: string;
  /** YYYY-MM-DD, or blank for "TBD". */
  startDate: string;
  schedule: string;
  seats: string;
  isActive: boolean;
}

export type BatchField = keyof BatchFormValues;

export const newBatchValues: BatchFormValues = {
  name: '',
  startDate: '',
  schedule: '',
  seats: '',
  isActive: true,
};

export const batchFormValuesOf = (batch: AdminBatch): BatchFormValues => ({
  name: batch.name,
  startDate: batch.startDate ?? '',
  schedule: batch.schedule,
  seats: String(batch.seats),
  isActive: batch.isActive,
});

export const batchInputOf = (values: BatchFormValues): AdminBatchInput => ({
  name: values.name,
  startDate: values.startDate || null,
  schedule: values.schedule,
  // Blank stays blank, so the schema answers 'Seats must be a whole number'.
  seats: numberOrUndefined(values.seats) as number,
  isActive: values.isActive,
});

export const batchErrorsOf = (fieldErrors: Record<string, string>) =>
  errorsByField(fieldErrors, (path): BatchField | undefined =>
    path in newBatchValues ? (path as BatchField) : undefined,
  );

export function batchFormErrors(values: BatchFormValues) {
  const result = adminBatchInput.safeParse(batchInputOf(values));
  return result.success ? {} : batchErrorsOf(issuesByPath(result.error));
}
