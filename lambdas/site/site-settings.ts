import {
  settingsMessages,
  type EditableSettings,
  type PaymentSettingsView,
} from '#shared/admin/settings';
import {
  documentImageMaxBytes,
  mediaKeyOfUrl,
  type BrandingSettings,
} from '#shared/checkout/document-branding';
import { getMediaItem } from '#lambdas/data/media';
import { ValidationError } from '#lambdas/lib/errors';
import { gstRatePercent } from '#shared/checkout/pricing';
import { fallbackSettings } from '#shared/content/fallback/site';
import { careersEmailOf, isCareersContact } from '#shared/content/careers-email';
import type { ContactInfo, SiteSettings } from '#shared/content/schemas';
import { getSiteContent, saveSiteSettings } from '#lambdas/data/site-content';
import { logger } from '#lambdas/lib/logger';
import {
  maskedPaymentConfig,
  paymentConfig,
} from '#lambdas/checkout-payments/phonepe/payment-config';

// The admin Settings tab (docs/product.md §12): one stored source for the company's e-mail, phone,
// figures and GST details, read by GET /api/site, the mails and the invoices.

export type SavedSettings = EditableSettings & { updatedAt?: string };

const editablePart = (
  settings: SiteSettings & { updatedAt?: string },
  contactInfo: readonly ContactInfo[],
): SavedSettings => ({
  companyEmail: settings.companyEmail,
  careersEmail: careersEmailOf(contactInfo, settings),
  supportPhone: settings.supportPhone,
  stats: settings.stats,
  gstin: settings.gstin,
  registeredState: settings.registeredState,
  invoicePrefix: settings.invoicePrefix,
  eInvoicing: settings.eInvoicing ?? false,
  ...brandingPart(settings),
  ...(settings.updatedAt ? { updatedAt: settings.updatedAt } : {}),
});

const brandingFields = [
  'logoImage',
  'signatoryName',
  'signatoryDesignation',
  'signatureImage',
] as const satisfies readonly (keyof BrandingSettings)[];

/** The logo and signatory as set; a field never set is absent (decision 028). */
function brandingPart(settings: BrandingSettings): BrandingSettings {
  const part: BrandingSettings = {};
  for (const field of brandingFields) if (settings[field]) part[field] = settings[field];
  return part;
}

/**
 * A logo or signature must be a PNG or JPEG the media library holds (the schema checks the
 * address names one) and small enough to go inside every PDF mailed.
 */
export async function checkDocumentImages(changes: BrandingSettings): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  for (const field of ['logoImage', 'signatureImage'] as const) {
    const url = changes[field];
    if (!url) continue;
    const item = await getMediaItem(mediaKeyOfUrl(url));
    if (!item) fieldErrors[field] = settingsMessages.documentImageMissing;
    else if (item.size > documentImageMaxBytes)
      fieldErrors[field] = settingsMessages.documentImageSize;
  }
  if (Object.keys(fieldErrors).length) {
    throw new ValidationError('Please check the highlighted fields.', fieldErrors);
  }
}

/** The stored settings, or the seed values before anything was stored. */
export async function currentSettings(): Promise<SavedSettings> {
  const { settings, contactInfo } = await getSiteContent();
  return editablePart(settings ?? fallbackSettings, contactInfo);
}

/**
 * Saves the admin's settings over the stored ones (name and address stay). Contact-info entries
 * that showed the old e-mail or phone show the new one, and the careers entry shows the careers
 * address, so no two places disagree.
 */
export async function updateSettings(
  changes: EditableSettings,
  now = new Date(),
): Promise<SavedSettings> {
  const { settings: stored, contactInfo } = await getSiteContent();
  const previous = stored ?? fallbackSettings;
  // A branding field left blank clears what was stored, as the form's other fields replace theirs.
  const next = {
    ...previous,
    ...Object.fromEntries(brandingFields.map((field) => [field, undefined])),
    ...changes,
    updatedAt: now.toISOString(),
  };
  const changed = contactInfoToUpdate(previous, next, contactInfo);
  await saveSiteSettings(next, changed);
  const shown = contactInfo.map((info) => changed.find(({ id }) => id === info.id) ?? info);
  return editablePart(next, shown);
}

type ContactDetails = Pick<SiteSettings, 'companyEmail' | 'supportPhone' | 'careersEmail'>;

/**
 * The contact-info entries that showed the old e-mail or phone, now showing the new one; the
 * careers entry shows the careers address whenever one is set, as careersEmailOf prefers it.
 */
export function contactInfoToUpdate(
  previous: ContactDetails,
  next: ContactDetails,
  contactInfo: ContactInfo[],
): ContactInfo[] {
  const replaced: Partial<Record<ContactInfo['type'], [string, string]>> = {
    email: [previous.companyEmail, next.companyEmail],
    phone: [previous.supportPhone, next.supportPhone],
  };
  return contactInfo.flatMap((info) => {
    if (next.careersEmail !== undefined && isCareersContact(info)) {
      return info.value === next.careersEmail ? [] : [{ ...info, value: next.careersEmail }];
    }
    const [from, to] = replaced[info.type] ?? [];
    return from !== undefined && to !== undefined && from !== to && info.value === from
      ? [{ ...info, value: to }]
      : [];
  });
}

/** PhonePe's configuration with its secrets masked; null (and logged) when it cannot be read. */
export async function paymentSettingsView(): Promise<PaymentSettingsView | null> {
  try {
    return { ...maskedPaymentConfig(await paymentConfig()), gstRatePercent };
  } catch (error) {
    // A misconfigured deployment must not also hide the settings an admin can fix here.
    logger.error('Payment configuration unreadable for the settings screen', { error });
    return null;
  }
}
