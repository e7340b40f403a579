import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SwitchField } from './switch-field';
import { Link } from '../lib/router';
import { paths } from '../app/paths';
import { readConsent, saveConsent, type ConsentCategory } from '../lib/consent';

export type CookieBannerMode = 'summary' | 'customize';

interface CookieBannerProps {
  mode: CookieBannerMode;
  onModeChange: (mode: CookieBannerMode) => void;
  /** Reopened on request: move focus into the banner so keyboard users land in it. */
  focusOnOpen: boolean;
  onSaved: () => void;
}

type Choices = Record<ConsentCategory, boolean>;

const categories: { id: ConsentCategory | 'necessary'; title: string; description: string }[] = [
  {
    id: 'necessary',
    title: 'Necessary',
    description:
      'Keep the site working: your theme, this consent choice and protection against abuse. Always on.',
  },
  {
    id: 'analytics',
    title: 'Analytics',
    description: 'Tell us which pages are read and which forms are used, so we can improve them.',
  },
  {
    id: 'marketing',
    title: 'Marketing',
    description: 'Help us measure our campaigns and show you relevant offers on other sites.',
  },
  {
    id: 'functional',
    title: 'Functional',
    description: 'Remember extra preferences and enable embedded content such as videos.',
  },
];

const allOff: Choices = { analytics: false, marketing: false, functional: false };
const allOn: Choices = { analytics: true, marketing: true, functional: true };

/** The cookie-consent banner (docs/product.md §4 "Cookie banner"), in summary or customize mode. */
export function CookieBanner({ mode, onModeChange, focusOnOpen, onSaved }: CookieBannerProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Client-only component (never prerendered), so reading storage here is safe.
  const [choices, setChoices] = useState<Choices>(() => {
    const stored = readConsent();
    return stored
      ? { analytics: stored.analytics, marketing: stored.marketing, functional: stored.functional }
      : allOff;
  });

  useEffect(() => {
    if (focusOnOpen) panelRef.current?.focus();
  }, [focusOnOpen, mode]);

  function save(choice: Choices) {
    saveConsent(choice);
    onSaved();
  }

  const secondaryButton =
    'inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300';
  const primaryButton =
    'inline-flex items-center justify-center rounded-lg bg-blue-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-700';

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 p-3 outline-none sm:p-4"
    >
      <div className="mx-auto max-h-[85dvh] max-w-3xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl shadow-slate-900/20 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        <div className="flex items-start gap-3">
          <span className="hidden rounded-full bg-blue-100 p-2 text-blue-700 sm:inline-flex dark:bg-blue-500/15 dark:text-blue-300">
            <Cookie className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
              {mode === 'summary' ? 'We value your privacy' : 'Cookie preferences'}
            </h2>
            <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              We use necessary cookies to run this site and, only if you agree, analytics, marketing
              and functional cookies. You can change your choice at any time. Read our{' '}
              <Link
                to={paths.cookiePolicy}
                className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
              >
                Cookie Policy
              </Link>
              .
            </p>
          </div>
        </div>

        {mode === 'customize' && (
          <fieldset className="mt-5">
            <legend className="sr-only">Cookie categories</legend>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {categories.map((category) => (
                <li key={category.id}>
                  <SwitchField
                    title={category.title}
                    description={category.description}
                    checked={category.id === 'necessary' ? true : choices[category.id]}
                    disabled={category.id === 'necessary'}
                    className="p-4"
                    onChange={(checked) => {
                      if (category.id === 'necessary') return;
                      setChoices((current) => ({ ...current, [category.id]: checked }));
                    }}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}

        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={() => save(allOff)}>
            Reject All
          </button>
          {mode === 'summary' ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => onModeChange('customize')}
            >
              Customize
            </button>
          ) : (
            <button type="button" className={secondaryButton} onClick={() => save(choices)}>
              Save Preferences
            </button>
          )}
          <button type="button" className={primaryButton} onClick={() => save(allOn)}>
            Accept All
          </button>
        </div>
      </div>
    </div>
  );
}
