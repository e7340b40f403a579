import { joinOpensMinutesBefore } from '#shared/learning/class-schedule';
import { PanelState } from '#web/features/admin/kit/panel-state';
import { FormActions } from '#web/features/admin/kit/form-actions';
import { newMaterialRow, newSessionRow, type MaterialRow, type SessionRow } from './schedule-rows';
import { ScheduleRowsFieldset, type ScheduleList } from './schedule-rows-fieldset';
import type { BatchPartProps } from './use-batch-part';
import { useScheduleEditor } from './use-schedule-editor';

// One batch's class schedule (decision 015): sessions with their time in IST and join link, and the
// materials learners get. Saved whole; learners see it in My Learning.

const sessionList: ScheduleList<SessionRow> = {
  legend: 'Sessions',
  noun: 'Session',
  path: 'sessions',
  columns: 'sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_0.8fr_2fr_auto]',
  newRow: newSessionRow,
  empty: <p className="text-sm text-slate-600 dark:text-slate-300">No sessions yet.</p>,
  fields: [
    { name: 'title', label: 'title', input: { required: true, maxLength: 120 } },
    {
      name: 'startsAt',
      label: 'starts (IST)',
      input: { type: 'datetime-local', required: true },
    },
    {
      name: 'durationMinutes',
      label: 'minutes',
      input: { type: 'number', inputMode: 'numeric', min: 15, max: 600, required: true },
    },
    {
      name: 'joinUrl',
      label: 'join link',
      input: { type: 'url', placeholder: 'https://meet.google.com/…' },
    },
  ],
};

const materialList: ScheduleList<MaterialRow> = {
  legend: 'Materials',
  noun: 'Material',
  path: 'materials',
  columns: 'sm:grid-cols-[1fr_2fr_auto]',
  newRow: newMaterialRow,
  fields: [
    { name: 'title', label: 'title', input: { required: true, maxLength: 120 } },
    {
      name: 'url',
      label: 'link',
      input: { type: 'url', required: true, placeholder: 'https://…' },
    },
  ],
};

export function ScheduleEditor({ courseId, batch }: BatchPartProps) {
  const { rows, error, fieldErrors, saved, saving, editList, save } = useScheduleEditor({
    courseId,
    batch,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      aria-label={`Class schedule of ${batch.name}`}
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h4 className="font-semibold text-slate-900 dark:text-white">Class schedule: {batch.name}</h4>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Times are in IST. Confirmed learners see each join link in My Learning from{' '}
        {joinOpensMinutesBefore} minutes before the class until it ends.
      </p>
      <PanelState error={error} notice={saved} loading={!rows} />
      {rows && (
        <>
          <ScheduleRowsFieldset
            list={sessionList}
            rows={rows.sessions}
            fieldErrors={fieldErrors}
            onEdit={(edit) => editList('sessions', edit)}
          />
          <ScheduleRowsFieldset
            list={materialList}
            rows={rows.materials}
            fieldErrors={fieldErrors}
            onEdit={(edit) => editList('materials', edit)}
          />
        </>
      )}
      <FormActions saving={saving} ready={rows !== undefined} submitLabel="Save Schedule" />
    </form>
  );
}
