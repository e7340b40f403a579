import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '#web/components/form-field';
import { buttonClass } from '#web/features/admin/kit/buttons';

/** One field of a row: the row's property it edits, the end of its label, and its input's rules. */
interface RowField<Row> {
  name: keyof Row & string;
  /** Follows the row's name: 'title' labels 'Session 1 title'. */
  label: string;
  input?: Omit<ComponentProps<typeof TextField>, 'label' | 'value' | 'onChange' | 'error'>;
}

/** One list of the schedule as the editor shows it. */
export interface ScheduleList<Row> {
  legend: string;
  /** What one row is, capitalised: 'Session'. */
  noun: string;
  /** The list's name in the schema's paths: 'sessions'. */
  path: string;
  fields: RowField<Row>[];
  /** The grid's columns from the small breakpoint up. */
  columns: string;
  /** A blank row, as Add gives it. */
  newRow: () => Row;
  /** Said while the list has no row. */
  empty?: ReactNode;
}

/**
 * One list of the schedule (its sessions or its materials): a row of fields each, a Remove per
 * row and an Add button. A field's problem is looked up by its schema path, 'sessions.0.title'.
 */
export function ScheduleRowsFieldset<Row extends { key: number }>({
  list: { legend, noun, path, fields, columns, newRow, empty },
  rows,
  fieldErrors,
  onEdit,
}: {
  list: ScheduleList<Row>;
  rows: Row[];
  fieldErrors: Record<string, string>;
  onEdit: (edit: (rows: Row[]) => Row[]) => void;
}) {
  const change = (key: number, change: Partial<Row>) =>
    onEdit((shown) => shown.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">{legend}</legend>
      {rows.length === 0 && empty}
      {rows.map((row, index) => (
        <div
          key={row.key}
          className={`grid gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-900 ${columns}`}
        >
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={`${noun} ${index + 1} ${field.label}`}
              {...field.input}
              value={String(row[field.name])}
              error={fieldErrors[`${path}.${index}.${field.name}`]}
              onChange={(event) =>
                change(row.key, { [field.name]: event.target.value } as Partial<Row>)
              }
            />
          ))}
          <button
            type="button"
            className={`${buttonClass.rowDanger} self-end`}
            onClick={() => onEdit((shown) => shown.filter((one) => one.key !== row.key))}
            aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => onEdit((shown) => [...shown, newRow()])}
      >
        Add {noun.toLowerCase()}
      </button>
    </fieldset>
  );
}
