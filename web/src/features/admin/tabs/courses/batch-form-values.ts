import {
  adminBatchInput,
  type AdminBatch,
  type AdminBatchInput,
} from '#shared/admin/catalog-batches';
import { fieldErrorsIn, numberOrUndefined, schemaErrors } from './form-text';

// The batch form's values as typed.

export const newBatchValues = {
  name: '',
  /** YYYY-MM-DD, or blank for "TBD". */
  startDate: '',
  schedule: '',
  seats: '',
  isActive: true,
};

export type BatchFormValues = typeof newBatchValues;
export type BatchField = keyof BatchFormValues;

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

export const batchErrorsOf = fieldErrorsIn<BatchField>(newBatchValues);

export const batchFormErrors = (values: BatchFormValues) =>
  schemaErrors(adminBatchInput, batchInputOf(values), batchErrorsOf);
