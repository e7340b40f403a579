import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '../lib/router';
import type { ContactInfo, SocialLink } from '#shared/content/schemas';
import { fallbackServices } from '#shared/content/fallback/services';
import { anchors, paths } from '../app/paths';
import { Logo } from './logo';
import { legalNavItems, type NavItem } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SocialIcon, socialPlatformNames } from './social-icon';
import { telHref } from '#web/lib/tel-href';

export interface FooterProps {
  companyName: string;
  contactInfo: ContactInfo[];
  socialLinks: SocialLink[];
}

// Services page cards carry their service id as element id, so these land on the right card.
const serviceLinks: NavItem[] = fallbackServices.map((service) => ({
  label: service.name,
  to: `${paths.services}#${service.id}`,
}));

const companyLinks: NavItem[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact', to: paths.contact },
];

const resourceLinks: NavItem[] = [
  { label: 'Blog', to: paths.blog },
  { label: 'Courses', to: paths.learning },
  { label: 'Case Studies', to: paths.caseStudies },
  { label: 'Free Consultation', to: `${paths.home}#${anchors.calendar}` },
];

const contactIcons = { email: Mail, phone: Phone, address: MapPin } as const;

export function Footer({ companyName, contactInfo, socialLinks }: FooterProps) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm dark:border-slate-800 dark:bg-slate-900">
      <section
        aria-labelledby="newsletter-title"
        className="border-b border-slate-200 dark:border-slate-800"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2
              id="newsletter-title"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              Subscribe to our newsletter
            </h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Practical notes on web, mobile and AI projects, plus new course batches. One e-mail a
              month, no spam, unsubscribe any time.
            </p>
          </div>
          <NewsletterForm variant="footer" />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="space-y-5">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2.5 rounded-lg text-lg font-bold text-slate-900 dark:text-white"
          >
            <Logo />
            {companyName}
          </Link>
          <p className="max-w-sm leading-relaxed text-slate-600 dark:text-slate-400">
            We design and build websites, mobile apps, custom software and AI solutions for growing
            businesses, and train the next generation of developers through live online courses.
          </p>
          <ul className="space-y-3">
            {contactInfo.map((item) => (
              <li key={item.id} className="flex items-start gap-3">
                <ContactIcon type={item.type} />
                <ContactValue item={item} />
              </li>
            ))}
          </ul>
          {socialLinks.length > 0 && (
            <ul className="flex gap-2" aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.platform}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${companyName} on ${socialPlatformNames[link.platform]}`}
                    className="inline-flex rounded-lg border border-slate-200 p-2 text-slate-600 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:text-slate-300 dark:hover:border-blue-400 dark:hover:text-blue-300"
                  >
                    <SocialIcon platform={link.platform} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <FooterLinks title="Services" links={serviceLinks} />
        <FooterLinks title="Company" links={companyLinks} />
        <FooterLinks title="Resources" links={resourceLinks} />
      </div>

      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 pb-20 text-slate-600 sm:pb-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8 dark:text-slate-400">
          <p>
            © <CurrentYear /> {companyName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LinkItems
              links={legalNavItems}
              className="flex flex-wrap gap-x-6 gap-y-2"
              linkClassName="rounded hover:text-blue-700 dark:hover:text-blue-300"
            />
          </nav>
        </div>
      </div>
      <ScrollToTopButton />
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
        {title}
      </h2>
      <LinkItems
        links={links}
        className="mt-4 space-y-3"
        linkClassName="rounded text-slate-600 transition-colors hover:text-blue-700 dark:text-slate-400 dark:hover:text-blue-300"
      />
    </nav>
  );
}

function LinkItems(props: { links: NavItem[]; className: string; linkClassName: string }) {
  return (
    <ul className={props.className}>
      {props.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={props.linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ContactIcon({ type }: { type: ContactInfo['type'] }) {
  const Icon = contactIcons[type];
  return (
    <Icon className="mt-0.5 size-4 shrink-0 text-blue-600 dark:text-blue-400" aria-hidden="true" />
  );
}

function ContactValue({ item }: { item: ContactInfo }) {
  const className =
    'text-slate-600 hover:text-blue-700 dark:text-slate-400 dark:hover:text-blue-300 rounded';
  const href =
    item.type === 'email'
      ? `mailto:${item.value}`
      : item.type === 'phone'
        ? telHref(item.value)
        : undefined;
  if (!href) return <span className="text-slate-600 dark:text-slate-400">{item.value}</span>;
  return (
    <a href={href} className={className}>
      {item.value}
    </a>
  );
}

function CurrentYear() {
  // A prerendered page can be older than the year it is viewed in; the client's year wins.
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
