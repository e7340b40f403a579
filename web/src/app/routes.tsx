import { lazy, type ComponentType } from 'react';
import { Route, Routes } from '../lib/router';
import { HomePage } from '../features/home/home-page';
import { routePatterns, type RouteName } from './paths';
import { RootLayout } from './root-layout';

// The one route table, for the browser and the prerender step alike. The home page is eager
// (the landing page should not wait for a second request); every other page loads its code
// only when visited.

const ServicesPage = lazy(() =>
  import('../features/services/services-page').then((m) => ({ default: m.ServicesPage })),
);
const AboutPage = lazy(() =>
  import('../features/about/about-page').then((m) => ({ default: m.AboutPage })),
);
const PortfolioPage = lazy(() =>
  import('../features/portfolio/portfolio-page').then((m) => ({ default: m.PortfolioPage })),
);
const ProjectPage = lazy(() =>
  import('../features/portfolio/project-page').then((m) => ({ default: m.ProjectPage })),
);
const CaseStudiesPage = lazy(() =>
  import('../features/case-studies/case-studies-page').then((m) => ({
    default: m.CaseStudiesPage,
  })),
);
const BlogPage = lazy(() =>
  import('../features/blog/blog-page').then((m) => ({ default: m.BlogPage })),
);
const PostPage = lazy(() =>
  import('../features/blog/post-page').then((m) => ({ default: m.PostPage })),
);
const CareersPage = lazy(() =>
  import('../features/careers/careers-page').then((m) => ({ default: m.CareersPage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })),
);
const TermsPage = lazy(() =>
  import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const CookiePolicyPage = lazy(() =>
  import('../features/legal/cookie-policy-page').then((m) => ({ default: m.CookiePolicyPage })),
);
const SitemapPage = lazy(() =>
  import('../features/sitemap/sitemap-page').then((m) => ({ default: m.SitemapPage })),
);
const CoursesPage = lazy(() =>
  import('../features/learning/courses-page').then((m) => ({ default: m.CoursesPage })),
);
const CoursePage = lazy(() =>
  import('../features/learning/course-page').then((m) => ({ default: m.CoursePage })),
);
// Enrolment and payment code loads only on these two routes (docs/product.md §2: none on marketing pages).
const EnrollPage = lazy(() =>
  import('../features/enroll/enroll-page').then((m) => ({ default: m.EnrollPage })),
);
const PaymentStatusPage = lazy(() =>
  import('../features/payment/payment-status-page').then((m) => ({
    default: m.PaymentStatusPage,
  })),
);
const BookingConfirmPage = lazy(() =>
  import('../features/booking-confirm/booking-confirm-page').then((m) => ({
    default: m.BookingConfirmPage,
  })),
);
const NewsletterConfirmPage = lazy(() =>
  import('../features/newsletter/newsletter-confirm-page').then((m) => ({
    default: m.NewsletterConfirmPage,
  })),
);
const NewsletterUnsubscribePage = lazy(() =>
  import('../features/newsletter/newsletter-unsubscribe-page').then((m) => ({
    default: m.NewsletterUnsubscribePage,
  })),
);
const NextBatchConfirmPage = lazy(() =>
  import('../features/next-batch/next-batch-confirm-page').then((m) => ({
    default: m.NextBatchConfirmPage,
  })),
);
const NextBatchLeavePage = lazy(() =>
  import('../features/next-batch/next-batch-leave-page').then((m) => ({
    default: m.NextBatchLeavePage,
  })),
);
const WaitingListConfirmPage = lazy(() =>
  import('../features/waiting-list/waiting-list-confirm-page').then((m) => ({
    default: m.WaitingListConfirmPage,
  })),
);
const WaitingListLeavePage = lazy(() =>
  import('../features/waiting-list/waiting-list-leave-page').then((m) => ({
    default: m.WaitingListLeavePage,
  })),
);
const MyLearningPage = lazy(() =>
  import('../features/my-learning/my-learning-page').then((m) => ({ default: m.MyLearningPage })),
);
const CertificatePage = lazy(() =>
  import('../features/certificates/certificate-page').then((m) => ({
    default: m.CertificatePage,
  })),
);
// The admin area and its sign-in library load only under /admin.
const AdminArea = lazy(() =>
  import('../features/admin/admin-area').then((m) => ({ default: m.AdminArea })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

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
