import { SlidersHorizontal } from 'lucide-react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { openConsentPreferences } from '#web/lib/consent';
import { useSite } from '#web/lib/content/use-site';
import { LegalLayout, type LegalSection } from './components/legal-layout';

/** The four categories (docs/product.md §4: the policy calls 'necessary' essential). */
const categories = [
  {
    name: 'Essential',
    purpose:
      'Keep the site working and secure: your light or dark theme, your cookie choice, and protection of our forms against abuse.',
    examples: 'theme, cookie-consent (stored in your browser until you clear them)',
    optional: false,
  },
  {
    name: 'Analytics',
    purpose:
      'Tell us which pages are visited and which forms are used, so we can improve the site. Events go only to our own servers.',
    examples: 'Page views and form events, sent only after you accept analytics',
    optional: true,
  },
  {
    name: 'Marketing',
    purpose: 'Measure how our campaigns perform and show you relevant offers on other websites.',
    examples: 'Campaign measurement tags, used only after you accept marketing',
    optional: true,
  },
  {
    name: 'Functional',
    purpose: 'Remember extra preferences and enable embedded content such as videos and maps.',
    examples: 'Embedded players and maps, loaded only after you accept functional cookies',
    optional: true,
  },
];

export function CookiePolicyPage() {
  const { settings } = useSite();
  const company = settings.companyName;

  const sections: LegalSection[] = [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      body: (
        <p>
          Cookies are small text files a website stores in your browser. Similar technologies, such
          as your browser&apos;s local storage, work the same way. In this policy
          &quot;cookies&quot; means all of them. They let a site remember your choices and help its
          owner understand how it is used.
        </p>
      ),
    },
    {
      id: 'categories',
      title: 'The cookies we use',
      body: (
        <>
          <p>
            We group cookies into four categories. Essential cookies are always on; the others are
            used only if you agree.
          </p>
          <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Why we use it
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    What it covers
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {categories.map((category) => (
                  <tr key={category.name}>
                    <th scope="row" className="px-4 py-3 align-top font-semibold">
                      {category.name}
                      <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                        {category.optional ? 'With your consent' : 'Always on'}
                      </span>
                    </th>
                    <td className="px-4 py-3 align-top">{category.purpose}</td>
                    <td className="px-4 py-3 align-top">{category.examples}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ),
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      body: (
        <>
          <p>
            When you first visit, our cookie banner lets you accept all cookies, reject all optional
            ones, or choose category by category. You can change your mind at any time:
          </p>
          <p>
            <button
              type="button"
              onClick={openConsentPreferences}
              className="inline-flex items-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Update Cookie Preferences
            </button>
          </p>
          <p>
            You can also block or delete cookies in your browser settings. If you block essential
            cookies, parts of the site, such as remembering your theme, may not work.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we start using new kinds of cookies, we will update this policy and its date, and ask
          for your consent again where needed.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions about cookies? Write to{' '}
          <a href={`mailto:${settings.companyEmail}`}>{settings.companyEmail}</a>. Our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link> explains how we handle personal data.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Cookie Policy"
      description={`Which cookies the ${company} website uses (essential, analytics, marketing and functional), why, and how to update your cookie preferences at any time.`}
      path={paths.cookiePolicy}
      updated="15 November 2026"
      intro={
        <p>
          This policy explains how {company} uses cookies and similar technologies on this website,
          and how you can control them.
        </p>
      }
      sections={sections}
    />
  );
}
