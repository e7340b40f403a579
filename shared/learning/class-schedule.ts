import * as z from 'zod';
import { istOffsetMs } from '#shared/booking-slots';
import { requiredAdminText } from '../admin/catalog-fields';

// A batch's class schedule (decision 015): its live sessions, each with a time in IST and a join
// link, and the materials the admin attached. Admins edit it per batch; a confirmed learner sees
// it in My Learning, with the join link only near each session.

/** The join link shows this long before a session starts, and until it ends. */
export const joinOpensMinutesBefore = 15;
/** A confirmed learner is mailed this long before each session (and the day before the batch). */
export const sessionReminderMinutesBefore = 60;
export const maxSessions = 200;
export const maxMaterials = 50;

export interface ClassSession {
  id: string;
  title: string;
  /** The start, as an instant (ISO 8601, UTC). */
  startsAt: string;
  durationMinutes: number;
  /** Where the class meets (Zoom, Meet…); only ever shown near the session. */
  joinUrl?: string;
}

export interface CourseMaterial {
  id: string;
  title: string;
  url: string;
}

export interface BatchSchedule {
  courseSlug: string;
  batchId: string;
  sessions: ClassSession[];
  materials: CourseMaterial[];
  updatedAt: string;
}

export const scheduleMessages = {
  startsAt: 'Start must be a date and time (IST)',
  duration: 'Duration must be 15 to 600 minutes',
  link: 'Links must start with https://',
  tooManySessions: `A batch can have at most ${maxSessions} sessions`,
  tooManyMaterials: `A batch can have at most ${maxMaterials} materials`,
  batchNotFound: 'Batch not found',
} as const;

const istLocalDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '2027-02-06T10:00' (IST, as a datetime-local input gives it) → '2027-02-06T04:30:00.000Z'. */
export function istLocalToInstant(local: string): string {
  return new Date(Date.parse(`${local}:00+05:30`)).toISOString();
}

/** '2027-02-06T04:30:00.000Z' → '2027-02-06T10:00', for a datetime-local input in IST. */
export function instantToIstLocal(instant: string): string {
  return new Date(Date.parse(instant) + istOffsetMs).toISOString().slice(0, 16);
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const httpsUrl = z
  .string()
  .trim()
  .max(500, scheduleMessages.link)
  .refine((value) => /^https:\/\/[^\s]+$/.test(value) && isUrl(value), scheduleMessages.link);

/** Kept across saves, so a learner's imported calendar updates rather than doubles. */
const keptId = z.string().trim().max(40).optional();

const sessionInput = z.object({
  id: keptId,
  title: requiredAdminText('Session title', 120),
  startsAt: z
    .string({ error: scheduleMessages.startsAt })
    .trim()
    .refine(
      (value) => istLocalDateTime.test(value) && !Number.isNaN(Date.parse(`${value}:00+05:30`)),
      scheduleMessages.startsAt,
    )
    .transform(istLocalToInstant),
  durationMinutes: z
    .number({ error: scheduleMessages.duration })
    .int(scheduleMessages.duration)
    .min(15, scheduleMessages.duration)
    .max(600, scheduleMessages.duration),
  joinUrl: z.preprocess((value) => (value === '' ? undefined : value), httpsUrl.optional()),
});

const materialInput = z.object({
  id: keptId,
  title: requiredAdminText('Material title', 120),
  url: httpsUrl,
});

/** PUT /api/admin/courses/{id}/batches/{batchId}/schedule: the whole schedule, replaced. */
export const adminBatchScheduleInput = z.object({
  sessions: z.array(sessionInput).max(maxSessions, scheduleMessages.tooManySessions),
  materials: z.array(materialInput).max(maxMaterials, scheduleMessages.tooManyMaterials),
});
export type AdminBatchScheduleInput = z.input<typeof adminBatchScheduleInput>;
export type AdminBatchScheduleChanges = z.output<typeof adminBatchScheduleInput>;

/** A session as a learner sees it: the join link only while it is open. */
export interface LearnerClassSession {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** Present only from joinOpensMinutesBefore the start to the end, for a confirmed learner. */
  joinUrl?: string;
  /** When the join link will show, for a session that has one and has not ended. */
  joinOpensAt?: string;
  ended: boolean;
}

export interface LearnerSchedule {
  sessions: LearnerClassSession[];
  materials: CourseMaterial[];
}

/** What a learner may see of a session now; `confirmed` learners alone ever get the link. */
export function learnerSessionOf(
  session: ClassSession,
  now: Date,
  confirmed: boolean,
): LearnerClassSession {
  const start = Date.parse(session.startsAt);
  const end = start + session.durationMinutes * 60_000;
  const opens = start - joinOpensMinutesBefore * 60_000;
  const ended = now.getTime() >= end;
  const open = now.getTime() >= opens && !ended;
  const link = confirmed ? session.joinUrl : undefined;
  return {
    id: session.id,
    title: session.title,
    startsAt: session.startsAt,
    endsAt: new Date(end).toISOString(),
    ended,
    ...(link && open ? { joinUrl: link } : {}),
    ...(link && !open && !ended ? { joinOpensAt: new Date(opens).toISOString() } : {}),
  };
}
