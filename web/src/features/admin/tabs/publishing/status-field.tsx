import type { ChangeEvent } from 'react';
import { publicationStatus } from '#shared/content/schemas';
import { SelectField } from '#web/components/form-field';
import { statusLabel } from '#web/features/admin/kit/status-select';

/** Draft or Published: only published items show on the public site (docs/product.md §4). */
export function StatusField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
}) {
  return (
    <SelectField
      label="Status"
      name="status"
      value={value}
      onChange={onChange}
      error={error}
      hint="Only published items show on the website."
    >
      {publicationStatus.options.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </SelectField>
  );
}
