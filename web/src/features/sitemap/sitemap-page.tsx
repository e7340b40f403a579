import { Suspense, type ReactNode } from 'react';
import { Link } from '#web/lib/router';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { anchors, paths } from '#web/app/paths';
import { legalNavItems, mainNavItems, type NavItem } from '#web/components/nav-links';
import { PageHero } from '#web/components/page-hero';
import { useContent } from '#web/lib/content/use-content';
import { PageMeta } from '#web/lib/page-meta';

type SitemapLink = NavItem;

// docs/product.md §12: the real routes (the header's own list), not the first version's hash links to home-page
// sections that don't exist.
const mainPages = mainNavItems;

const shortcuts: SitemapLink[] = [
  { label: 'Book a Free Consultation', to: `${paths.home}#${anchors.calendar}` },
  { label: 'Open Positions', to: `${paths.careers}#${anchors.openPositions}` },
  { label: 'Contact Form', to: `${paths.contact}#${anchors.contactForm}` },
];

const projectLinks: SitemapLink[] = portfolioProjects.map((project) => ({
  label: project.title,
  to: paths.portfolioProject(project.id),
}));

export function SitemapPage() {
  return (
    <>
      <PageMeta
        title="Sitemap"
        description="Every page of the Nexora Technologies website in one place: services, portfolio projects, case studies, blog articles, careers, contact and legal pages."
        path={paths.sitemap}
      />
      <PageHero
        eyebrow="Sitemap"
        title="Find your way around"
        description="All the pages on our website, grouped by topic."
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        <LinkGroup id="sitemap-main" title="Main Pages" links={mainPages} />
        <LinkGroup id="sitemap-shortcuts" title="Quick Links" links={shortcuts} />
        <LinkGroup id="sitemap-legal" title="Legal" links={legalNavItems}>
          <li>
            {/* A file served beside the app, not a route: a plain link. */}
            <a href="/sitemap.xml" className={linkClassName}>
              XML Sitemap (for search engines)
            </a>
          </li>
        </LinkGroup>
        <Suspense fallback={<LinkGroupLoading id="sitemap-blog" title="Blog Articles" />}>
          <BlogLinks />
        </Suspense>
        <LinkGroup id="sitemap-portfolio" title="Portfolio Projects" links={projectLinks} />
      </div>
    </>
  );
}

function BlogLinks() {
  // Titles and addresses only: the page's HTML need not carry every post's summary.
  const links = useContent('blog-posts:links', (source) =>
    source
      .blogPosts()
      .then(({ posts }) =>
        posts.map((post) => ({ label: post.title, to: paths.blogPost(post.slug) })),
      ),
  );
  return <LinkGroup id="sitemap-blog" title="Blog Articles" links={links} />;
}

const linkClassName =
  'text-slate-700 hover:text-blue-700 hover:underline dark:text-slate-300 dark:hover:text-blue-300';

interface LinkGroupProps {
  id: string;
  title: string;
  links: SitemapLink[];
  children?: ReactNode;
}

function LinkGroup({ id, title, links, children }: LinkGroupProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

function LinkGroupLoading({ id, title }: { id: string; title: string }) {
  return (
    <LinkGroup id={id} title={title} links={[]}>
      <li role="status" className="text-slate-500 dark:text-slate-400">
        Loading articles...
      </li>
    </LinkGroup>
  );
}
