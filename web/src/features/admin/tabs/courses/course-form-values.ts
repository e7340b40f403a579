import {
  adminCourseCreate,
  adminCourseFormOf,
  adminCourseUpdate,
  type AdminCourseCreate,
} from '#shared/admin/catalog-courses';
import { linesOf } from '#shared/admin/publishing';
import type { Course, CourseLevel, PublicationStatus } from '#shared/content/schemas';
import {
  fieldErrorsIn,
  numberOrNull,
  numberOrUndefined,
  schemaErrors,
  textOfLines,
  textOfNumber,
} from './form-text';

// The course form's values: every box as typed, lists one entry per line, prices in rupees.

/** A new course starts as a hidden draft, with the product's defaults (§3). */
export const newCourseValues = {
  slug: '',
  title: '',
  status: 'draft' as PublicationStatus,
  shortDescription: '',
  description: '',
  thumbnail: '',
  durationWeeks: '12',
  level: 'Beginner' as CourseLevel,
  category: 'Technology',
  price: '',
  originalPrice: '',
  enrolledStudents: '0',
  instructorName: '',
  instructorAvatar: '',
  instructorBio: '',
  instructorExperience: '',
  syllabus: '',
  features: '',
  prerequisites: '',
  whatYouLearn: '',
  certification: '',
};

export type CourseFormValues = typeof newCourseValues;
export type CourseField = keyof CourseFormValues;

type SyllabusModule = Course['syllabus'][number];

/**
 * One block per module, blocks separated by a blank line: 'Title | duration' on the first line,
 * then one topic per line.
 */
export function syllabusText(modules: SyllabusModule[]): string {
  return modules
    .map((module) =>
      [
        module.duration ? `${module.module} | ${module.duration}` : module.module,
        ...module.topics,
      ].join('\n'),
    )
    .join('\n\n');
}

export function syllabusModules(text: string): SyllabusModule[] {
  return text
    .split(/\n\s*\n/)
    .map(linesOf)
    .filter((lines) => lines.length > 0)
    .map(([heading = '', ...topics]) => {
      const [module = '', ...duration] = heading.split('|');
      return {
        module: module.trim(),
        duration: duration.join('|').trim(),
        topics: topics.map((topic) => topic.replace(/^[-*•]\s*/, '')),
      };
    });
}

export function courseFormValuesOf(course: Course): CourseFormValues {
  const form = adminCourseFormOf(course);
  return {
    slug: course.slug,
    title: course.title,
    status: course.status,
    shortDescription: course.shortDescription,
    description: course.description,
    thumbnail: course.thumbnail,
    durationWeeks: String(course.durationWeeks),
    level: course.level,
    category: course.category,
    price: textOfNumber(form.priceRupees),
    originalPrice: textOfNumber(form.originalPriceRupees),
    enrolledStudents: String(course.enrolledStudents),
    instructorName: course.instructor.name,
    instructorAvatar: course.instructor.avatar,
    instructorBio: course.instructor.bio,
    instructorExperience: course.instructor.experience,
    syllabus: syllabusText(course.syllabus),
    features: textOfLines(course.features),
    prerequisites: textOfLines(course.prerequisites),
    whatYouLearn: textOfLines(course.whatYouLearn),
    certification: textOfLines(course.certification),
  };
}

/** The request body: the shared schema's input, which the API parses the same way. */
export function courseInputOf(values: CourseFormValues): AdminCourseCreate {
  return {
    slug: values.slug.trim(),
    title: values.title,
    status: values.status,
    shortDescription: values.shortDescription,
    description: values.description,
    thumbnail: values.thumbnail,
    durationWeeks: numberOrUndefined(values.durationWeeks),
    level: values.level,
    category: values.category,
    // Blank stays blank, so the schema answers 'Price is required' rather than a wrong figure.
    priceRupees: numberOrUndefined(values.price) as number,
    originalPriceRupees: numberOrNull(values.originalPrice),
    enrolledStudents: numberOrUndefined(values.enrolledStudents),
    instructor: {
      name: values.instructorName,
      avatar: values.instructorAvatar,
      bio: values.instructorBio,
      experience: values.instructorExperience,
    },
    syllabus: syllabusModules(values.syllabus),
    features: linesOf(values.features),
    prerequisites: linesOf(values.prerequisites),
    whatYouLearn: linesOf(values.whatYouLearn),
    certification: linesOf(values.certification),
  };
}

/** The course's field errors by form field: prices and the instructor's fields are renamed. */
export const courseErrorsOf = fieldErrorsIn<CourseField>(newCourseValues, {
  priceRupees: 'price',
  originalPriceRupees: 'originalPrice',
  'instructor.name': 'instructorName',
  'instructor.avatar': 'instructorAvatar',
  'instructor.bio': 'instructorBio',
  'instructor.experience': 'instructorExperience',
});

/** Checks the form with the API's own schema before sending; empty when it would pass. */
export const courseFormErrors = (values: CourseFormValues, isNew: boolean) =>
  schemaErrors(
    isNew ? adminCourseCreate : adminCourseUpdate,
    courseInputOf(values),
    courseErrorsOf,
  );
