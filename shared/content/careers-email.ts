import type { ContactInfo, SiteSettings } from './schemas';

/**
 * The careers address the careers page shows: the site's contact-info e-mail labelled for
 * careers, else the company's general address. Applications are mailed to it as well
 * (lambdas/inbox/careers.ts), so the page and the mail never disagree.
 */
export function careersEmailOf(
  contactInfo: readonly ContactInfo[],
  settings: Pick<SiteSettings, 'companyEmail'>,
): string {
  return (
    contactInfo.find((item) => item.type === 'email' && /career/i.test(item.label))?.value ??
    settings.companyEmail
  );
}
