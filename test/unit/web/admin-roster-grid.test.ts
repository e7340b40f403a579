import { describe, expect, it } from 'vitest';
import type { BatchRoster } from '#shared/learning/batch-roster';
import {
  attendanceShare,
  withAttendance,
  withCertificateRevoked,
} from '#web/features/admin/tabs/courses/roster-grid';

const roster: BatchRoster = {
  sessions: ['s1', 's2', 's3'].map((id) => ({ id, title: id, startsAt: '2027-04-05T13:30:00Z' })),
  learners: [
    { enrollmentId: 'e1', name: 'Asha', email: 'a@x.in', status: 'confirmed', attended: ['s3'] },
    { enrollmentId: 'e2', name: 'Ravi', email: 'r@x.in', status: 'confirmed', attended: [] },
  ],
};

describe('the roster grid', () => {
  it('ticks a whole class for the chosen learners, in the schedule’s order', () => {
    const ticked = withAttendance(roster, ['e1', 'e2'], ['s1'], true);
    expect(ticked.learners.map((learner) => learner.attended)).toEqual([['s1', 's3'], ['s1']]);
  });

  it('clears a whole learner and leaves the others as they were', () => {
    const cleared = withAttendance(roster, ['e1'], ['s1', 's2', 's3'], false);
    expect(cleared.learners.map((learner) => learner.attended)).toEqual([[], []]);
    expect(roster.learners[0]!.attended).toEqual(['s3']);
  });

  it('gives attendance as a share of the scheduled classes', () => {
    expect(attendanceShare(12, 20)).toBe('12 of 20 (60%)');
    expect(attendanceShare(1, 3)).toBe('1 of 3 (33%)');
    expect(attendanceShare(0, 0)).toBe('—');
  });

  it('shows only the revoked certificate as revoked', () => {
    const issued: BatchRoster = {
      ...roster,
      learners: [
        { ...roster.learners[0]!, certificate: { id: 'C-1', revoked: false } },
        { ...roster.learners[1]!, certificate: { id: 'C-2', revoked: false } },
      ],
    };
    const revoked = withCertificateRevoked(issued, 'C-2');
    expect(revoked.learners.map((learner) => learner.certificate)).toEqual([
      { id: 'C-1', revoked: false },
      { id: 'C-2', revoked: true },
    ]);
    expect(issued.learners[1]!.certificate).toEqual({ id: 'C-2', revoked: false });
  });
});
