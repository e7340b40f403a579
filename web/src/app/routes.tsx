import { lazy, type ComponentType } from 'react';
import { Route, Routes } from '../lib/router';
import { HomePage } from '../features/home/home-page';
import { routePatterns, type RouteName } from './paths';
import { RootLayout } from './root-layout';

// The one route table, for the browser and the prerender step alike. The home page is eager
// (the landing page should not wait for a second request); every other page loads its code
// only when visited.

/** A page whose code loads when it is first shown; `name` is the page's export in its module. */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const ServicesPage = lazyPage(() => import('../features/services/services-page'), 'ServicesPage');
const AboutPage = lazyPage(() => import('../features/about/about-page'), 'AboutPage');
const PortfolioPage = lazyPage(
  () => import('../features/portfolio/portfolio-page'),
  'PortfolioPage',
);
const ProjectPage = lazyPage(() => import('../features/portfolio/project-page'), 'ProjectPage');
const CaseStudiesPage = lazyPage(
  () => import('../features/case-studies/case-studies-page'),
  'CaseStudiesPage',
);
const BlogPage = lazyPage(() => import('../features/blog/blog-page'), 'BlogPage');
const PostPage = lazyPage(() => import('../features/blog/post-page'), 'PostPage');
const CareersPage = lazyPage(() => import('../features/careers/careers-page'), 'CareersPage');
const ContactPage = lazyPage(() => import('../features/contact/contact-page'), 'ContactPage');
const TermsPage = lazyPage(() => import('../features/legal/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/legal/privacy-page'), 'PrivacyPage');
const CookiePolicyPage = lazyPage(
  () => import('../features/legal/cookie-policy-page'),
  'CookiePolicyPage',
);
const SitemapPage = lazyPage(() => import('../features/sitemap/sitemap-page'), 'SitemapPage');
const CoursesPage = lazyPage(() => import('../features/learning/courses-page'), 'CoursesPage');
const CoursePage = lazyPage(() => import('../features/learning/course-page'), 'CoursePage');
// Enrolment and payment code loads only on these two routes (docs/product.md §2: none on marketing pages).
const EnrollPage = lazyPage(() => import('../features/enroll/enroll-page'), 'EnrollPage');
const PaymentStatusPage = lazyPage(
  () => import('../features/payment/payment-status-page'),
  'PaymentStatusPage',
);
const BookingConfirmPage = lazyPage(
  () => import('../features/booking-confirm/booking-confirm-page'),
  'BookingConfirmPage',
);
const NewsletterConfirmPage = lazyPage(
  () => import('../features/newsletter/newsletter-confirm-page'),
  'NewsletterConfirmPage',
);
const NewsletterUnsubscribePage = lazyPage(
  () => import('../features/newsletter/newsletter-unsubscribe-page'),
  'NewsletterUnsubscribePage',
);
const NextBatchConfirmPage = lazyPage(
  () => import('../features/next-batch/next-batch-confirm-page'),
  'NextBatchConfirmPage',
);
const NextBatchLeavePage = lazyPage(
  () => import('../features/next-batch/next-batch-leave-page'),
  'NextBatchLeavePage',
);
const WaitingListConfirmPage = lazyPage(
  () => import('../features/waiting-list/waiting-list-confirm-page'),
  'WaitingListConfirmPage',
);
const WaitingListLeavePage = lazyPage(
  () => import('../features/waiting-list/waiting-list-leave-page'),
  'WaitingListLeavePage',
);
const MyLearningPage = lazyPage(
  () => import('../features/my-learning/my-learning-page'),
  'MyLearningPage',
);
const CertificatePage = lazyPage(
  () => import('../features/certificates/certificate-page'),
  'CertificatePage',
);
// The admin area and its sign-in library load only under /admin.
const AdminArea = lazyPage(() => import('../features/admin/admin-area'), 'AdminArea');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

/**
 * The page of every public route (routePatterns), so a new pattern needs its page here. Home is
 * the index route; the admin's pages are routes of the admin area itself.
 */
const pages = {
  services: ServicesPage,
  about: AboutPage,
  portfolio: PortfolioPage,
  portfolioProject: ProjectPage,
  caseStudies: CaseStudiesPage,
  learning: CoursesPage,
  course: CoursePage,
  enroll: EnrollPage,
  paymentSuccess: PaymentStatusPage,
  bookingConfirm: BookingConfirmPage,
  newsletterConfirm: NewsletterConfirmPage,
  newsletterUnsubscribe: NewsletterUnsubscribePage,
  nextBatchConfirm: NextBatchConfirmPage,
  nextBatchLeave: NextBatchLeavePage,
  waitingListConfirm: WaitingListConfirmPage,
  waitingListLeave: WaitingListLeavePage,
  myLearning: MyLearningPage,
  certificate: CertificatePage,
  blog: BlogPage,
  blogPost: PostPage,
  careers: CareersPage,
  contact: ContactPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  cookiePolicy: CookiePolicyPage,
  sitemap: SitemapPage,
} satisfies Record<Exclude<RouteName, 'home' | AdminRouteName>, ComponentType>;

/** The admin area's routes: its own layout, none of the public site's (docs/admin.md). */
type AdminRouteName =
  'admin' | 'adminLogin' | 'adminResetPassword' | 'adminSection' | 'adminCourse' | 'adminBatch';

const pageRoutes = Object.entries(pages).map(([name, Page]) => (
  <Route key={name} path={routePatterns[name as keyof typeof pages]} element={<Page />} />
));

export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${routePatterns.admin}/*`} element={<AdminArea />} />
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        {pageRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
