import { describe, expect, it } from 'vitest';
import type { BatchSchedule } from '#shared/learning/class-schedule';
import {
  newSessionRow,
  scheduleInputOf,
  scheduleRowsOf,
  scheduleSavedNotice,
} from '#web/features/admin/tabs/courses/schedule-rows';

const schedule: BatchSchedule = {
  courseSlug: 'react',
  batchId: 'b1',
  sessions: [
    { id: 's1', title: 'Kick-off', startsAt: '2027-04-05T13:30:00.000Z', durationMinutes: 90 },
  ],
  materials: [{ id: 'm1', title: 'Setup guide', url: 'https://files.example.com/setup.pdf' }],
  updatedAt: '2027-04-01T00:00:00.000Z',
};

describe('the schedule editor’s rows', () => {
  it('shows a stored session’s time in IST and a missing join link as blank', () => {
    const rows = scheduleRowsOf(schedule);
    expect(rows.sessions[0]).toMatchObject({
      id: 's1',
      startsAt: '2027-04-05T19:00',
      durationMinutes: '90',
      joinUrl: '',
    });
  });

  it('gives every row its own key', () => {
    const rows = scheduleRowsOf(schedule);
    const keys = [...rows.sessions, ...rows.materials, newSessionRow()].map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('saves stored rows with their ids and new rows without one', () => {
    const rows = scheduleRowsOf(schedule);
    const input = scheduleInputOf({
      ...rows,
      sessions: [...rows.sessions, { ...newSessionRow(), title: 'Week 2' }],
    });
    expect(input.sessions).toEqual([
      {
        id: 's1',
        title: 'Kick-off',
        startsAt: '2027-04-05T19:00',
        durationMinutes: 90,
        joinUrl: '',
      },
      { title: 'Week 2', startsAt: '', durationMinutes: 90, joinUrl: '' },
    ]);
    expect(input.materials).toEqual([schedule.materials[0]]);
  });

  it('counts what was saved in the singular or plural', () => {
    expect(scheduleSavedNotice(schedule)).toBe('Schedule saved: 1 session, 1 material.');
    expect(scheduleSavedNotice({ ...schedule, sessions: [], materials: [] })).toBe(
      'Schedule saved: 0 sessions, 0 materials.',
    );
  });
});
