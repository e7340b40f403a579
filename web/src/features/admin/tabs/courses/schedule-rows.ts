import {
  instantToIstLocal,
  type AdminBatchScheduleInput,
  type BatchSchedule,
} from '#shared/learning/class-schedule';

// A batch's class schedule as the editor's rows (decision 015): each session and material a row
// of text the admin types, keyed so React keeps a row's fields while others come and go.

export interface SessionRow {
  key: number;
  id?: string;
  title: string;
  startsAt: string;
  durationMinutes: string;
  joinUrl: string;
}

export interface MaterialRow {
  key: number;
  id?: string;
  title: string;
  url: string;
}

export interface ScheduleRows {
  sessions: SessionRow[];
  materials: MaterialRow[];
}

let nextKey = 0;
const newKey = () => (nextKey += 1);

/** A new session: a 90-minute class, the rest for the admin to fill in. */
export const newSessionRow = (): SessionRow => ({
  key: newKey(),
  title: '',
  startsAt: '',
  durationMinutes: '90',
  joinUrl: '',
});

export const newMaterialRow = (): MaterialRow => ({ key: newKey(), title: '', url: '' });

/** The rows a stored schedule is edited in, its times as IST wall-clock text. */
export const scheduleRowsOf = (schedule: BatchSchedule): ScheduleRows => ({
  sessions: schedule.sessions.map((session) => ({
    key: newKey(),
    id: session.id,
    title: session.title,
    startsAt: instantToIstLocal(session.startsAt),
    durationMinutes: String(session.durationMinutes),
    joinUrl: session.joinUrl ?? '',
  })),
  materials: schedule.materials.map((material) => ({ key: newKey(), ...material })),
});

/** What the rows save as: the schedule's input, before the shared schema checks it. */
export const scheduleInputOf = ({
  sessions,
  materials,
}: ScheduleRows): AdminBatchScheduleInput => ({
  sessions: sessions.map(({ id, title, startsAt, durationMinutes, joinUrl }) => ({
    ...(id ? { id } : {}),
    title,
    startsAt,
    durationMinutes: Number(durationMinutes),
    joinUrl,
  })),
  materials: materials.map(({ id, title, url }) => ({ ...(id ? { id } : {}), title, url })),
});

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** 'Schedule saved: 3 sessions, 1 material.' */
export const scheduleSavedNotice = (schedule: BatchSchedule) =>
  `Schedule saved: ${counted(schedule.sessions.length, 'session')}, ${counted(schedule.materials.length, 'material')}.`;
