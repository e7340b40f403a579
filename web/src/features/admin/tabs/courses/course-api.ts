import * as apiPaths from '#shared/api/api-paths';
import type {
  AdminCourseCreate,
  AdminCourseDetail,
  AdminCourseSummary,
} from '#shared/admin/catalog-courses';
import type { AdminPage } from '#shared/admin/lists';
import type { Course } from '#shared/content/schemas';
import { adminDelete, adminGet, adminPost, adminPut } from '#web/features/admin/kit/admin-api';

// The admin course calls (docs/architecture.md §4); bodies are the shared schemas' input.

export const coursesPath = apiPaths.adminCourses;
export const coursePath = (id: string) => `${coursesPath}/${encodeURIComponent(id)}`;

/** Creates a course, or replaces an existing one's fields when `id` is given. */
export const saveCourse = (input: AdminCourseCreate, id?: string) =>
  id ? adminPut<Course>(coursePath(id), input) : adminPost<Course>(coursesPath, input);

export const deleteCourse = (id: string) => adminDelete(coursePath(id));

export const fetchCourseDetail = (id: string) => adminGet<AdminCourseDetail>(coursePath(id));

/** Every course (a catalogue is far below a page of 100), for the coupon form's choices. */
export const fetchCourseChoices = () =>
  adminGet<AdminPage<AdminCourseSummary>>(coursesPath, { limit: 100 });
