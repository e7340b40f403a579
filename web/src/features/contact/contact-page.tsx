import { fallbackContactInfo } from '#shared/content/fallback/site';
import { anchors, paths } from '#web/app/paths';
import { PageHero } from '#web/components/page-hero';
import { SectionHeading } from '#web/components/section-heading';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta } from '#web/lib/page-meta';
import { faqPageJsonLd } from '#web/lib/structured-data';
import { ContactDetails } from './components/contact-details';
import { ContactForm } from './components/contact-form';
import { ContactTiles } from './components/contact-tiles';
import { FaqAccordion } from './components/faq-accordion';

/** docs/product.md §2: four tiles. */
const tilesShown = 4;

// docs/product.md §7 "the contact page tracks a page view": the root layout's page-view tracker sends it,
// as for every page, so it is not sent twice.
export function ContactPage() {
  const site = useSite();
  const contactInfo = (site.contactInfo.length ? site.contactInfo : fallbackContactInfo)
    .slice()
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .slice(0, tilesShown);
  const faqs = site.faqs.slice().sort((a, b) => a.sortOrder - b.sortOrder);

  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Talk to Nexora Technologies about your website, app, software or AI project. Call, e-mail or send us a message and we'll reply within 24 hours."
        path={paths.contact}
        jsonLd={faqs.length ? [faqPageJsonLd(faqs)] : []}
      />
      <PageHero
        eyebrow="Contact Us"
        title="Let's talk about your project"
        description="Whether you have a detailed brief or just an idea, our team will help you find the best way forward. Reach us however suits you."
      />

      <ContactTiles items={contactInfo} />

      <section
        id={anchors.contactForm}
        aria-labelledby="contact-form-title"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.6fr_1fr] lg:px-8"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2
            id="contact-form-title"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-sm text-slate-600 dark:text-slate-400">
            Fields marked with an asterisk (*) are required.
          </p>
          <ContactForm />
        </div>
        <ContactDetails email={site.settings.companyEmail} phone={site.settings.supportPhone} />
      </section>

      {faqs.length > 0 && (
        <section
          aria-labelledby="faq-title"
          className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 dark:bg-slate-900/50"
        >
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Frequently Asked Questions"
            description="Quick answers to what clients ask us most. Can't find yours? Send us a message."
          />
          <div className="mx-auto mt-10 max-w-3xl">
            <FaqAccordion faqs={faqs} />
          </div>
        </section>
      )}
    </>
  );
}
