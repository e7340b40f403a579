import * as z from 'zod';
import { courseLevel, publicationStatus, type Coupon, type Course } from '../content/schemas';
import type { AdminBatch } from './catalog-batches';
import {
  adminText,
  adminTextList,
  paiseAsRupees,
  requiredAdminText,
  rupeesAsPaise,
  slugField,
} from './catalog-fields';
import { optionalQueryText, pageCursor, pageLimit } from './lists';

// The admin Courses tab (docs/architecture.md §4): the course form in rupees, which parses into the stored
// course's fields in paise (shared/content/schemas.ts), so admin-made courses read like seeded ones.

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const courseFields = z.object({
  title: requiredAdminText('Title', 200),
  status: publicationStatus.default('draft'),
  shortDescription: requiredAdminText('Short description', 300),
  description: requiredAdminText('Description', 5000),
  thumbnail: adminText('Thumbnail', 500),
  // docs/product.md §3 defaults: 12 weeks, Beginner, Technology. The rating and its count are
  // computed from reviews, never typed in (decision 024).
  durationWeeks: wholeNumber('Duration', 1, 104).default(12),
  level: courseLevel.default('Beginner'),
  category: requiredAdminText('Category', 100).default('Technology'),
  priceRupees: rupeesAsPaise('Price'),
  /** The struck-through price; null for none. */
  originalPriceRupees: rupeesAsPaise('Original price').nullable().default(null),
  enrolledStudents: wholeNumber('Enrolled students', 0, 10_000_000).default(0),
  instructor: z.object({
    name: requiredAdminText('Instructor name', 120),
    avatar: adminText('Instructor avatar', 500),
    bio: adminText('Instructor bio', 2000),
    experience: adminText('Instructor experience', 100),
  }),
  syllabus: z
    .array(
      z.object({
        module: requiredAdminText('Module title', 200),
        topics: adminTextList('topics'),
        duration: adminText('Module duration', 50),
      }),
    )
    .max(50, 'Please keep the syllabus to at most 50 modules')
    .default([]),
  features: adminTextList('features'),
  prerequisites: adminTextList('prerequisites'),
  whatYouLearn: adminTextList('what you will learn'),
  certification: adminTextList('certification'),
});

type ParsedCourseFields = z.output<typeof courseFields>;

const originalPriceMessage = 'Original price must be higher than the price';

/** The price fields already hold paise here (rupeesAsPaise converted them); only names change. */
function toStoredCourseFields({ priceRupees, originalPriceRupees, ...rest }: ParsedCourseFields) {
  return { ...rest, pricePaise: priceRupees, originalPricePaise: originalPriceRupees };
}

const originalAbovePrice = (course: ParsedCourseFields) =>
  course.originalPriceRupees === null || course.originalPriceRupees > course.priceRupees;

/** PUT /api/admin/courses/{id}: every editable field. The slug is fixed once the course exists. */
export const adminCourseUpdate = courseFields
  .refine(originalAbovePrice, { message: originalPriceMessage, path: ['originalPriceRupees'] })
  .transform(toStoredCourseFields);
export type AdminCourseUpdate = z.input<typeof adminCourseUpdate>;
/** What an edit stores: the course's fields in paise, without id, slug and createdAt. */
export type AdminCourseChanges = z.output<typeof adminCourseUpdate>;

/** POST /api/admin/courses: the fields plus the address, /learning/{slug}, unique. */
export const adminCourseCreate = courseFields
  .extend({ slug: slugField })
  .refine(originalAbovePrice, { message: originalPriceMessage, path: ['originalPriceRupees'] })
  .transform(({ slug, ...fields }) => ({ slug, ...toStoredCourseFields(fields) }));
export type AdminCourseCreate = z.input<typeof adminCourseCreate>;

/** A stored course as the form edits it: prices back in rupees (id and createdAt are ignored). */
export function adminCourseFormOf(course: Course): AdminCourseCreate {
  // The computed rating rides along and is dropped when the form is parsed (decision 024).
  const { pricePaise, originalPricePaise, ...fields } = course;
  return {
    ...fields,
    priceRupees: paiseAsRupees(pricePaise),
    originalPriceRupees: originalPricePaise === null ? null : paiseAsRupees(originalPricePaise),
  };
}

const levelMessage = `Level must be one of: ${courseLevel.options.join(', ')}`;
const statusMessage = `Status must be one of: ${publicationStatus.options.join(', ')}`;

export const adminCourseListQuery = z.object({
  /** Matches title, slug, category or description, case-insensitively. */
  q: optionalQueryText(200),
  category: optionalQueryText(100),
  level: z.enum(courseLevel.options, { error: levelMessage }).optional(),
  status: z.enum(publicationStatus.options, { error: statusMessage }).optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminCourseListQuery = z.input<typeof adminCourseListQuery>;

/** One row of the admin list: the course and how many batches it has. */
export interface AdminCourseSummary extends Course {
  batchCount: number;
}

/** GET /api/admin/courses/{id}: the course, its batches, and the coupons that apply to it. */
export interface AdminCourseDetail {
  course: Course;
  batches: AdminBatch[];
  coupons: Coupon[];
}

export const adminCourseMessages = {
  notFound: 'Course not found',
  slugTaken: (slug: string) => `A course with the address "${slug}" already exists`,
  hasEnrollments:
    'This course has enrollments, so it cannot be deleted. Set it to Draft to hide it from the site instead.',
  /** A content-only editor changed a price (decision 021). */
  pricesLocked:
    "Only an owner or sales can change a course's price. Your other changes were not saved either.",
} as const;
