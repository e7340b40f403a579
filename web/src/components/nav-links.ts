import { paths } from '../app/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Header links, in the product's order (docs/product.md §2). */
export const mainNavItems: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'About', to: paths.about },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'Case Studies', to: paths.caseStudies },
  { label: 'Learning', to: paths.learning },
  { label: 'Blog', to: paths.blog },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact', to: paths.contact },
];

/** A learner's own page (decision 015), beside Get Started rather than among the pages. */
export const myLearningNavItem: NavItem = { label: 'My Learning', to: paths.myLearning };

/** Shown only to a signed-in admin (docs/product.md §6). */
export const adminNavItem: NavItem = { label: 'Admin', to: paths.admin };

/** The legal pages, as the footer and the sitemap page list them. */
export const legalNavItems: NavItem[] = [
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Cookie Policy', to: paths.cookiePolicy },
  { label: 'Sitemap', to: paths.sitemap },
];
