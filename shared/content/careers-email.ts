import type { ContactInfo, SiteSettings } from './schemas';

/** The site's contact-info e-mail for careers: one whose label mentions careers. */
export const isCareersContact = (item: ContactInfo): boolean =>
  item.type === 'email' && /career/i.test(item.label);

/**
 * The careers address the careers page shows: the one set in the admin Settings tab, else (for
 * settings stored before it existed) the site's contact-info e-mail labelled for careers, else the
 * company's general address. Applications are mailed to it as well (lambdas/inbox/careers.ts), so
 * the page and the mail never disagree.
 */
export function careersEmailOf(
  contactInfo: readonly ContactInfo[],
  settings: Pick<SiteSettings, 'companyEmail' | 'careersEmail'>,
): string {
  return (
    settings.careersEmail ?? contactInfo.find(isCareersContact)?.value ?? settings.companyEmail
  );
}
