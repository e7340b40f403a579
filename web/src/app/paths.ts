import { generatePath } from '../lib/router';
import { bookingConfirmPath } from '#shared/forms/booking-confirm-path';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '#shared/forms/newsletter-paths';
import { nextBatchConfirmPath, nextBatchLeavePath } from '#shared/forms/next-batch-paths';
import {
  waitingListConfirmPath,
  waitingListLeavePath,
} from '#shared/forms/batch-waiting-list-paths';
import { myLearningPath } from '#shared/learning/my-learning-path';
import { certificatePath, certificatePathPattern } from '#shared/learning/certificate-path';

// Every route of docs/product.md §2, defined once. The router uses `routePatterns`; links use `paths`.

export const routePatterns = {
  home: '/',
  services: '/services',
  about: '/about',
  portfolio: '/portfolio',
  portfolioProject: '/portfolio/:id',
  caseStudies: '/case-studies',
  learning: '/learning',
  course: '/learning/:slug',
  enroll: '/learning/:slug/enroll',
  blog: '/blog',
  blogPost: '/blog/:slug',
  careers: '/careers',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  sitemap: '/sitemap',
  paymentSuccess: '/payment/success',
  bookingConfirm: bookingConfirmPath,
  newsletterConfirm: newsletterConfirmPath,
  newsletterUnsubscribe: newsletterUnsubscribePath,
  nextBatchConfirm: nextBatchConfirmPath,
  nextBatchLeave: nextBatchLeavePath,
  waitingListConfirm: waitingListConfirmPath,
  waitingListLeave: waitingListLeavePath,
  myLearning: myLearningPath,
  certificate: certificatePathPattern,
  adminLogin: '/admin/login',
  adminResetPassword: '/admin/reset-password',
  admin: '/admin',
  adminSection: '/admin/:section',
  adminCourse: '/admin/courses/:courseId',
  adminBatch: '/admin/courses/:courseId/batches/:batchId',
} as const;

export type RouteName = keyof typeof routePatterns;

/**
 * How each route is served (docs/architecture.md §5): `rendered` to HTML from the live table (the
 * renderer's list of pages, publicPages, comes from here), or the app shell for the `browser`
 * to render (a learner's checkout and payment result, a booking's confirmation, the newsletter's
 * confirm and unsubscribe links, My Learning, a certificate's check, the admin area).
 */
export const routeServing = {
  home: 'rendered',
  services: 'rendered',
  about: 'rendered',
  portfolio: 'rendered',
  portfolioProject: 'rendered',
  caseStudies: 'rendered',
  learning: 'rendered',
  course: 'rendered',
  enroll: 'browser',
  blog: 'rendered',
  blogPost: 'rendered',
  careers: 'rendered',
  contact: 'rendered',
  terms: 'rendered',
  privacy: 'rendered',
  cookiePolicy: 'rendered',
  sitemap: 'rendered',
  paymentSuccess: 'browser',
  bookingConfirm: 'browser',
  newsletterConfirm: 'browser',
  newsletterUnsubscribe: 'browser',
  nextBatchConfirm: 'browser',
  nextBatchLeave: 'browser',
  waitingListConfirm: 'browser',
  waitingListLeave: 'browser',
  myLearning: 'browser',
  certificate: 'browser',
  adminLogin: 'browser',
  adminResetPassword: 'browser',
  admin: 'browser',
  adminSection: 'browser',
  adminCourse: 'browser',
  adminBatch: 'browser',
} as const satisfies Record<RouteName, 'rendered' | 'browser'>;

/** Hrefs for links; parameters are URL-encoded. */
export const paths = {
  home: routePatterns.home,
  services: routePatterns.services,
  about: routePatterns.about,
  portfolio: routePatterns.portfolio,
  portfolioProject: (id: string | number) =>
    generatePath(routePatterns.portfolioProject, { id: String(id) }),
  caseStudies: routePatterns.caseStudies,
  learning: routePatterns.learning,
  course: (slug: string) => generatePath(routePatterns.course, { slug }),
  enroll: (slug: string) => generatePath(routePatterns.enroll, { slug }),
  blog: routePatterns.blog,
  blogPost: (slug: string) => generatePath(routePatterns.blogPost, { slug }),
  careers: routePatterns.careers,
  contact: routePatterns.contact,
  terms: routePatterns.terms,
  privacy: routePatterns.privacy,
  cookiePolicy: routePatterns.cookiePolicy,
  sitemap: routePatterns.sitemap,
  paymentSuccess: routePatterns.paymentSuccess,
  bookingConfirm: routePatterns.bookingConfirm,
  newsletterConfirm: routePatterns.newsletterConfirm,
  newsletterUnsubscribe: routePatterns.newsletterUnsubscribe,
  nextBatchConfirm: routePatterns.nextBatchConfirm,
  nextBatchLeave: routePatterns.nextBatchLeave,
  waitingListConfirm: routePatterns.waitingListConfirm,
  waitingListLeave: routePatterns.waitingListLeave,
  myLearning: routePatterns.myLearning,
  certificate: certificatePath,
  adminLogin: routePatterns.adminLogin,
  adminResetPassword: routePatterns.adminResetPassword,
  admin: routePatterns.admin,
  adminSection: (section: string) => generatePath(routePatterns.adminSection, { section }),
  adminCourse: (courseId: string) => generatePath(routePatterns.adminCourse, { courseId }),
  adminBatch: (courseId: string, batchId: string) =>
    generatePath(routePatterns.adminBatch, { courseId, batchId }),
} as const satisfies Record<RouteName, string | ((...params: string[]) => string)>;

/** In-page anchors other pages link to (docs/product.md §2). */
export const anchors = {
  calendar: 'calendar',
  openPositions: 'open-positions',
  contactForm: 'contact-form',
} as const;
