import { describe, expect, it } from 'vitest';
import { buildCalendarFile } from '#lambdas/mail/ics';

describe('buildCalendarFile', () => {
  it('publishes every event with a stable UID, in UTC, lines folded and text escaped', () => {
    const ics = buildCalendarFile({
      product: 'Nexora Tech',
      name: 'Cloud Computing with AWS (Weekend Batch)',
      createdAt: new Date('2026-11-25T10:00:00Z'),
      events: [
        {
          uid: 's1@nexoratech.in',
          start: new Date('2027-02-06T04:30:00Z'),
          durationMinutes: 90,
          summary: 'Cloud Computing with AWS: VPC basics, part 1',
          description: `Weekend Batch. ${'A long description that must be folded. '.repeat(3)}`,
          url: 'https://nexoratech.in/my-learning',
        },
        {
          uid: 's2@nexoratech.in',
          start: new Date('2027-02-07T04:30:00Z'),
          durationMinutes: 60,
          summary: 'Cloud Computing with AWS: IAM',
          description: 'Weekend Batch.',
        },
      ],
    });
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('UID:s1@nexoratech.in\r\n');
    expect(ics).toContain('DTSTART:20270206T043000Z\r\nDTEND:20270206T060000Z\r\n');
    expect(ics).toContain('SUMMARY:Cloud Computing with AWS: VPC basics\\, part 1\r\n');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
