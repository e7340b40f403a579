import { useEffect } from 'react';
import { useParams } from '#web/lib/router';
import type { CourseDetailResponse } from '#shared/api/content';
import { paths } from '#web/app/paths';
import { ArrowLink } from '#web/components/arrow-link';
import { BackLink } from '#web/components/back-link';
import { NotFoundState } from '#web/components/not-found-state';
import { SectionHeading } from '#web/components/section-heading';
import { track } from '#web/lib/analytics';
import { useContent } from '#web/lib/content/use-content';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta, shareCardUrl, useSiteOrigin } from '#web/lib/page-meta';
import { courseJsonLd } from '#web/lib/structured-data';
import { BatchList } from './components/batch-list';
import { CourseHeader } from './components/course-header';
import { CourseTabs } from './components/course-tabs';
import { EnrollCard } from './components/enroll-card';
import { InstructorPanel } from './components/instructor-panel';
import { NextBatchForm } from './components/next-batch-form';
import { OverviewPanel } from './components/overview-panel';
import { ReviewsPanel } from './components/reviews-panel';
import { SyllabusPanel } from './components/syllabus-panel';
import { courseMetaDescription, courseShareCard, inSlotOrder } from './course-display';

export function CoursePage() {
  const { slug = '' } = useParams();
  const answer = useContent(`course:${slug}`, (source) => source.course(slug));
  if (!answer) {
    return (
      <NotFoundState
        title="Course Not Found"
        message="The course you're looking for doesn't exist or is no longer offered."
        path={paths.course(slug)}
        back={{ label: 'Back to Courses', to: paths.learning }}
      />
    );
  }
  return <CourseDetails detail={answer} />;
}

function CourseDetails({ detail }: { detail: CourseDetailResponse }) {
  const { course, reviews } = detail;
  const batches = inSlotOrder(detail.batches);
  const { companyName } = useSite().settings;
  const origin = useSiteOrigin();
  const path = paths.course(course.slug);
  const enrollPath = paths.enroll(course.slug);

  useEffect(() => {
    track('course_view', { courseSlug: course.slug });
  }, [course.slug]);

  return (
    <>
      <PageMeta
        title={course.title}
        description={courseMetaDescription(course)}
        path={path}
        card={courseShareCard(course)}
        jsonLd={[
          courseJsonLd(course, batches, {
            url: `${origin}${path}`,
            origin,
            image: shareCardUrl(origin, path),
            providerName: companyName,
            reviews,
          }),
        ]}
      />
      <div className="bg-gradient-to-b from-blue-50 via-white to-white px-4 pt-8 pb-16 sm:px-6 lg:px-8 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div>
            <BackLink to={paths.learning} label="Back to Courses" />
            <div className="mt-6">
              <CourseHeader course={course} />
            </div>
          </div>

          <aside aria-label="Enrolment" className="lg:row-span-2">
            <div className="lg:sticky lg:top-24">
              <EnrollCard course={course} />
            </div>
          </aside>

          <div className="min-w-0 space-y-16">
            <section aria-labelledby="course-details-title">
              <h2 id="course-details-title" className="sr-only">
                Course details
              </h2>
              <CourseTabs
                label="Course details"
                tabs={[
                  { id: 'overview', label: 'Overview', panel: <OverviewPanel course={course} /> },
                  {
                    id: 'syllabus',
                    label: 'Syllabus',
                    panel: <SyllabusPanel syllabus={course.syllabus} />,
                  },
                  {
                    id: 'instructor',
                    label: 'Instructor',
                    panel: <InstructorPanel instructor={course.instructor} />,
                  },
                  {
                    id: 'reviews',
                    label: 'Reviews',
                    panel: (
                      <ReviewsPanel
                        courseSlug={course.slug}
                        reviews={reviews}
                        nextCursor={detail.reviewsNextCursor}
                        rating={course.rating}
                        reviewsCount={course.reviewsCount}
                      />
                    ),
                  },
                ]}
              />
            </section>

            <section aria-labelledby="batches-title">
              <SectionHeading
                id="batches-title"
                eyebrow="Upcoming batches"
                title="Choose a Batch That Fits Your Day"
                description="Live online classes in Indian Standard Time, with recordings of every session. Seats in each batch are limited."
              />
              <div className="mt-8">
                <BatchList courseSlug={course.slug} batches={batches} />
              </div>
              {batches.some((batch) => batch.seatsAvailable > 0) && (
                <div className="mt-8 text-center">
                  <ArrowLink
                    to={enrollPath}
                    look="primary"
                    onClick={() =>
                      track('button_click', { label: 'Reserve Your Seat', target: enrollPath })
                    }
                  >
                    Reserve Your Seat
                  </ArrowLink>
                </div>
              )}
              {!batches.some((batch) => batch.seatsAvailable > 0) && (
                <div className="mt-8 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                  <NextBatchForm courseSlug={course.slug} />
                </div>
              )}
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
