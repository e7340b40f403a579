import { useState, type FormEvent } from 'react';
import { adminBatchScheduleInput } from '#shared/learning/class-schedule';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { fieldErrorsOf, formErrorMessage } from '#web/lib/form-errors';
import { issuesByPath } from '#web/features/admin/kit/form-issues';
import { fetchBatchSchedule, saveBatchSchedule } from './schedule-api';
import {
  scheduleInputOf,
  scheduleRowsOf,
  scheduleSavedNotice,
  type ScheduleRows,
} from './schedule-rows';
import { useBatchPart, type BatchPartProps } from './use-batch-part';

const schedulePart = {
  load: (courseId: string, batchId: string) =>
    fetchBatchSchedule(courseId, batchId).then(scheduleRowsOf),
  failureText: 'Failed to load the schedule. Please try again.',
};

/** Which list a row is in: 'sessions' or 'materials', as the schema's paths name them. */
export type ScheduleList = keyof ScheduleRows;

/**
 * A batch's class schedule being edited (decision 015): its rows, the problems found in them by
 * schema path ('sessions.0.startsAt', the browser's or the server's), and saving it whole.
 */
export function useScheduleEditor(props: BatchPartProps) {
  const loaded = useBatchPart(schedulePart, props);
  const { value: rows, setValue: setRows, error, setError } = loaded;
  const { courseId, batch } = props;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const [saving, setSaving] = useState(false);

  /** Changes, adds or removes rows of one list; an edit clears the marks, rows may have moved. */
  function editList<L extends ScheduleList>(
    list: L,
    edit: (listRows: ScheduleRows[L]) => ScheduleRows[L],
  ) {
    setFieldErrors({});
    setRows((shown) => shown && { ...shown, [list]: edit(shown[list]) });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rows || saving) return;
    const input = scheduleInputOf(rows);
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
      setRows(scheduleRowsOf(schedule));
      setSaved(scheduleSavedNotice(schedule));
    } catch (failure) {
      if (failure instanceof ApiError) setFieldErrors(failure.fieldErrors);
      setError(errorMessage(failure, 'Failed to save the schedule. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return { rows, error, fieldErrors, saved, saving, editList, save };
}
