import type { EditableSettings, PaymentSettingsView } from '#shared/admin/settings';
import { gstRatePercent } from '#shared/checkout/pricing';
import { fallbackSettings } from '#shared/content/fallback/site';
import type { ContactInfo } from '#shared/content/schemas';
import { getSiteContent, getSiteSettings, saveSiteSettings } from '#lambdas/data/site-content';
import { logger } from '#lambdas/lib/logger';
import {
  maskedPaymentConfig,
  paymentConfig,
} from '#lambdas/checkout-payments/phonepe/payment-config';

// The admin Settings tab (docs/product.md §12): one stored source for the company's e-mail, phone,
// figures and GST details, read by GET /api/site, the mails and the invoices.

export type SavedSettings = EditableSettings & { updatedAt?: string };

const editablePart = (settings: EditableSettings & { updatedAt?: string }): SavedSettings => ({
  companyEmail: settings.companyEmail,
  supportPhone: settings.supportPhone,
  stats: settings.stats,
  gstin: settings.gstin,
  registeredState: settings.registeredState,
  invoicePrefix: settings.invoicePrefix,
  ...(settings.updatedAt ? { updatedAt: settings.updatedAt } : {}),
});

/** The stored settings, or the seed values before anything was stored. */
export async function currentSettings(): Promise<SavedSettings> {
  return editablePart((await getSiteSettings()) ?? fallbackSettings);
}

/**
 * Saves the admin's settings over the stored ones (name and address stay). Contact-info entries
 * that showed the old e-mail or phone show the new one, so no two places disagree.
 */
export async function updateSettings(
  changes: EditableSettings,
  now = new Date(),
): Promise<SavedSettings> {
  const { settings: stored, contactInfo } = await getSiteContent();
  const previous = stored ?? fallbackSettings;
  const next = { ...previous, ...changes, updatedAt: now.toISOString() };
  await saveSiteSettings(next, contactInfoToUpdate(previous, next, contactInfo));
  return editablePart(next);
}

type ContactDetails = Pick<EditableSettings, 'companyEmail' | 'supportPhone'>;

/** The contact-info entries that showed the old e-mail or phone, now showing the new one. */
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
