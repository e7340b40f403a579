import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import {
  adminBatchScheduleInput,
  instantToIstLocal,
  joinOpensMinutesBefore,
  type BatchSchedule,
} from '#shared/learning/class-schedule';
import { TextField } from '#web/components/form-field';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { fieldErrorsOf, formErrorMessage } from '#web/lib/form-errors';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { PanelState } from '#web/features/admin/kit/panel-state';
import { FormActions } from '#web/features/admin/kit/form-actions';
import { issuesByPath } from './form-text';
import { fetchBatchSchedule, saveBatchSchedule } from './schedule-api';

// One batch's class schedule (decision 015): sessions with their time in IST and join link, and the
// materials learners get. Saved whole; learners see it in My Learning.

interface SessionRow {
  key: number;
  id?: string;
  title: string;
  startsAt: string;
  durationMinutes: string;
  joinUrl: string;
}

interface MaterialRow {
  key: number;
  id?: string;
  title: string;
  url: string;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

let nextKey = 0;
const newKey = () => (nextKey += 1);

const sessionRowsOf = (schedule: BatchSchedule): SessionRow[] =>
  schedule.sessions.map((session) => ({
    key: newKey(),
    id: session.id,
    title: session.title,
    startsAt: instantToIstLocal(session.startsAt),
    durationMinutes: String(session.durationMinutes),
    joinUrl: session.joinUrl ?? '',
  }));

const materialRowsOf = (schedule: BatchSchedule): MaterialRow[] =>
  schedule.materials.map((material) => ({ key: newKey(), ...material }));

export function ScheduleEditor({
  courseId,
  batch,
  onClose,
}: {
  courseId: string;
  batch: AdminBatch;
  /** Shown as Cancel where the editor is one panel among others. */
  onClose?: () => void;
}) {
  const [sessions, setSessions] = useState<SessionRow[]>();
  const [materials, setMaterials] = useState<MaterialRow[]>([]);
  const [error, setError] = useState('');
  /** Problems by schema path ('sessions.0.startsAt'), the browser's or the server's. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchBatchSchedule(courseId, batch.id).then(
      (schedule) => {
        if (!current) return;
        setSessions(sessionRowsOf(schedule));
        setMaterials(materialRowsOf(schedule));
      },
      (failure: unknown) =>
        current &&
        setError(errorMessage(failure, 'Failed to load the schedule. Please try again.')),
    );
    return () => {
      current = false;
    };
  }, [courseId, batch.id]);

  // An edit clears the marks: rows may have moved since they were made.
  const changeSession = (key: number, change: Partial<SessionRow>) => {
    setFieldErrors({});
    setSessions((rows) => rows?.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const changeMaterial = (key: number, change: Partial<MaterialRow>) => {
    setFieldErrors({});
    setMaterials((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sessions || saving) return;
    const input = {
      sessions: sessions.map(({ id, title, startsAt, durationMinutes, joinUrl }) => ({
        ...(id ? { id } : {}),
        title,
        startsAt,
        durationMinutes: Number(durationMinutes),
        joinUrl,
      })),
      materials: materials.map(({ id, title, url }) => ({ ...(id ? { id } : {}), title, url })),
    };
    const parsed = adminBatchScheduleInput.safeParse(input);
    setSaved('');
    if (!parsed.success) {
      setFieldErrors(issuesByPath(parsed.error));
      setError(formErrorMessage(fieldErrorsOf(parsed.error)));
      return;
    }
    setSaving(true);
    setError('');
    setFieldErrors({});
    try {
      const schedule = await saveBatchSchedule(courseId, batch.id, input);
      setSessions(sessionRowsOf(schedule));
      setMaterials(materialRowsOf(schedule));
      setSaved(
        `Schedule saved: ${counted(schedule.sessions.length, 'session')}, ${counted(schedule.materials.length, 'material')}.`,
      );
    } catch (failure) {
      if (failure instanceof ApiError) setFieldErrors(failure.fieldErrors);
      setError(errorMessage(failure, 'Failed to save the schedule. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

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
      <PanelState error={error} notice={saved} loading={!sessions} />
      {sessions && (
        <>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">
              Sessions
            </legend>
            {sessions.length === 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-300">No sessions yet.</p>
            )}
            {sessions.map((row, index) => (
              <EditorRow
                key={row.key}
                columns="sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_0.8fr_2fr_auto]"
                removeLabel={`Remove session ${index + 1}`}
                onRemove={() => setSessions((rows) => rows?.filter((one) => one.key !== row.key))}
              >
                <TextField
                  label={`Session ${index + 1} title`}
                  required
                  maxLength={120}
                  value={row.title}
                  error={fieldErrors[`sessions.${index}.title`]}
                  onChange={(event) => changeSession(row.key, { title: event.target.value })}
                />
                <TextField
                  label={`Session ${index + 1} starts (IST)`}
                  type="datetime-local"
                  required
                  value={row.startsAt}
                  error={fieldErrors[`sessions.${index}.startsAt`]}
                  onChange={(event) => changeSession(row.key, { startsAt: event.target.value })}
                />
                <TextField
                  label={`Session ${index + 1} minutes`}
                  type="number"
                  inputMode="numeric"
                  min={15}
                  max={600}
                  required
                  value={row.durationMinutes}
                  error={fieldErrors[`sessions.${index}.durationMinutes`]}
                  onChange={(event) =>
                    changeSession(row.key, { durationMinutes: event.target.value })
                  }
                />
                <TextField
                  label={`Session ${index + 1} join link`}
                  type="url"
                  placeholder="https://meet.google.com/…"
                  value={row.joinUrl}
                  error={fieldErrors[`sessions.${index}.joinUrl`]}
                  onChange={(event) => changeSession(row.key, { joinUrl: event.target.value })}
                />
              </EditorRow>
            ))}
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() =>
                setSessions((rows) => [
                  ...(rows ?? []),
                  { key: newKey(), title: '', startsAt: '', durationMinutes: '90', joinUrl: '' },
                ])
              }
            >
              Add session
            </button>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">
              Materials
            </legend>
            {materials.map((row, index) => (
              <EditorRow
                key={row.key}
                columns="sm:grid-cols-[1fr_2fr_auto]"
                removeLabel={`Remove material ${index + 1}`}
                onRemove={() => setMaterials((rows) => rows.filter((one) => one.key !== row.key))}
              >
                <TextField
                  label={`Material ${index + 1} title`}
                  required
                  maxLength={120}
                  value={row.title}
                  error={fieldErrors[`materials.${index}.title`]}
                  onChange={(event) => changeMaterial(row.key, { title: event.target.value })}
                />
                <TextField
                  label={`Material ${index + 1} link`}
                  type="url"
                  required
                  placeholder="https://…"
                  value={row.url}
                  error={fieldErrors[`materials.${index}.url`]}
                  onChange={(event) => changeMaterial(row.key, { url: event.target.value })}
                />
              </EditorRow>
            ))}
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() =>
                setMaterials((rows) => [...rows, { key: newKey(), title: '', url: '' }])
              }
            >
              Add material
            </button>
          </fieldset>
        </>
      )}
      <FormActions
        saving={saving}
        ready={sessions !== undefined}
        onCancel={onClose}
        submitLabel="Save Schedule"
      />
    </form>
  );
}

/** One session's or material's fields, and the button that removes them. */
function EditorRow({
  columns,
  removeLabel,
  onRemove,
  children,
}: {
  columns: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <div className={`grid gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-900 ${columns}`}>
      {children}
      <button
        type="button"
        className={`${buttonClass.rowDanger} self-end`}
        onClick={onRemove}
        aria-label={removeLabel}
      >
        Remove
      </button>
    </div>
  );
}
