import type { AdminBatch } from '#shared/admin/catalog-batches';
import { TextField } from '#web/components/form-field';
import { saveBatch } from './batch-api';
import {
  batchErrorsOf,
  batchFormErrors,
  batchFormValuesOf,
  batchInputOf,
  newBatchValues,
  type BatchField,
  type BatchFormValues,
} from './batch-form-values';
import { CatalogFormFrame } from './catalog-form-frame';
import { CheckboxField, WholeNumberField } from './form-controls';
import { useCatalogForm } from './use-catalog-form';

/** Adds a batch to a course, or edits `batch`; remount (key) to switch between them. */
export function BatchForm({
  courseId,
  batch,
  onSaved,
  onCancel,
}: {
  courseId: string;
  batch?: AdminBatch;
  onSaved: (batch: AdminBatch) => void;
  onCancel?: () => void;
}) {
  const form = useCatalogForm<BatchFormValues, BatchField>({
    initial: batch ? batchFormValuesOf(batch) : newBatchValues,
    validate: batchFormErrors,
    errorsOf: batchErrorsOf,
    save: async (values) => {
      onSaved(await saveBatch(courseId, batchInputOf(values), batch?.id));
      if (!batch) form.setValues(newBatchValues);
    },
    failureText: 'Failed to save batch. Please try again.',
  });
  const { values, bind } = form;
  const title = batch ? `Edit ${batch.name}` : 'Add a batch';

  return (
    <CatalogFormFrame
      form={form}
      label={title}
      heading={<h4 className="font-semibold text-slate-900 dark:text-white">{title}</h4>}
      submitLabel={batch ? 'Save Batch' : 'Add Batch'}
      onCancel={onCancel}
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Batch name" required maxLength={100} {...bind('name')} />
        <TextField
          label="Start date"
          type="date"
          hint="Blank shows 'TBD'."
          {...bind('startDate')}
        />
        <TextField
          label="Schedule"
          maxLength={200}
          placeholder="Mon–Fri, 7:00–9:00 AM IST"
          {...bind('schedule')}
        />
        <WholeNumberField
          label="Seats"
          required
          min={batch ? Math.max(1, batch.seatsTaken) : 1}
          hint={batch ? `${batch.seatsTaken} taken; seats cannot go below that.` : undefined}
          {...bind('seats')}
        />
      </div>
      <CheckboxField
        label="Active (open for enrollment)"
        checked={values.isActive}
        onChange={(checked) => form.set('isActive', checked)}
      />
    </CatalogFormFrame>
  );
}
