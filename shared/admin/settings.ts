import * as z from 'zod';
import { gstStateCode, indianStateNames } from '../checkout/indian-states';
import type { SiteSettings } from '../content/schemas';
import {
  documentImageMaxBytes,
  documentImagePattern,
  type BrandingSettings,
} from '../checkout/document-branding';

// The admin Settings tab (docs/product.md §12): the site settings an admin edits, which GET /api/site,
// mails and GST invoices read, and the payment configuration shown read-only beside them.

/**
 * What the form edits; the company's name and address stay as seeded. The careers address is
 * always present here: for settings stored before it existed it is read as careersEmailOf finds it.
 */
export type EditableSettings = Pick<
  SiteSettings,
  'companyEmail' | 'supportPhone' | 'stats' | 'gstin' | 'registeredState' | 'invoicePrefix'
> & { careersEmail: string; eInvoicing: boolean } & BrandingSettings;

const gstinCharacters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character is a check digit over the first 14 (base 36, weights 1 and 2
 * alternating, digit sums of each product), so a mistyped GSTIN is caught before it reaches an
 * invoice.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = gstinCharacters.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinCharacters[(36 - (sum % 36)) % 36]!;
}

export const settingsMessages = {
  gstinFormat: 'Please enter a valid 15-character GSTIN, e.g. 29AAKCN4821P1ZR',
  gstinChecksum: 'This GSTIN has a typo: its last character does not match',
  gstinState: 'The GSTIN must start with the registered state’s GST code',
  invoicePrefix: 'Use 1 to 3 capital letters or digits (GST invoice numbers are 16 characters)',
  invoicePrefixCreditNotes: 'CN numbers the credit notes; please choose another invoice prefix',
  state: 'Please choose the registered state',
  phone: 'Please enter a phone number, e.g. +91 80 4567 8900',
  figure: 'Please enter a figure of up to 12 characters, e.g. 500+',
  documentImage: 'Please choose a PNG or JPEG image from the media library',
  documentImageSize: `The image must be ${documentImageMaxBytes / 1024} KB or smaller`,
  documentImageMissing: 'This image is not in the media library; please choose it again',
  signatoryName: 'Please enter the authorised signatory’s name',
  signatoryDesignation: 'Please enter the signatory’s designation, e.g. Director',
  signatoryLength: 'Please keep this under 80 characters',
  saved: 'Settings saved.',
  saveFailed: 'Failed to save settings. Please try again.',
} as const;

const figure = z.string().trim().min(1, settingsMessages.figure).max(12, settingsMessages.figure);

/** An optional text: blank is the same as absent, so a cleared field clears the setting. */
const blankIsAbsent = (value: string | undefined) => (value ? value : undefined);

/** A logo or signature: a PNG or JPEG of the media library (decision 028), or none. */
const documentImage = z
  .string()
  .trim()
  .refine((url) => url === '' || documentImagePattern.test(url), settingsMessages.documentImage)
  .optional()
  .transform(blankIsAbsent);

const signatoryLine = z
  .string()
  .trim()
  .max(80, settingsMessages.signatoryLength)
  .optional()
  .transform(blankIsAbsent);

const emailAddress = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const settingsUpdate = z
  .object({
    companyEmail: emailAddress,
    /** Where job applications are mailed and the careers page points (careersEmailOf). */
    careersEmail: emailAddress,
    supportPhone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{6,24}$/, settingsMessages.phone),
    /** The company figures every public page shows (docs/product.md §12: one source). */
    stats: z.object({
      projectsCompleted: figure,
      happyClients: figure,
      satisfactionRate: figure,
      yearsExperience: figure,
      support: figure,
    }),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, settingsMessages.gstinFormat)
      .refine((gstin) => gstinCheckCharacter(gstin) === gstin[14], settingsMessages.gstinChecksum),
    registeredState: z.enum(indianStateNames, { error: settingsMessages.state }),
    /** Invoice numbers read PREFIX/26-27/000123, and GST allows 16 characters in all. */
    invoicePrefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,3}$/, settingsMessages.invoicePrefix)
      // Credit notes are CN/26-27/000001 (shared/checkout/credit-note.ts): the series stay apart.
      .refine((prefix) => prefix !== 'CN', settingsMessages.invoicePrefixCreditNotes),
    /** "This company must e-invoice B2B sales" (decision 027); off unless sent. */
    eInvoicing: z.boolean().default(false),
    /** The logo and authorised signatory that invoices and certificates print (decision 028). */
    logoImage: documentImage,
    signatoryName: signatoryLine,
    signatoryDesignation: signatoryLine,
    signatureImage: documentImage,
  })
  .superRefine((settings, context) => {
    // A document prints "Authorised signatory" only under a name and a designation.
    const { signatoryName, signatoryDesignation, signatureImage } = settings;
    if ((signatoryDesignation || signatureImage) && !signatoryName) {
      context.addIssue({
        code: 'custom',
        path: ['signatoryName'],
        message: settingsMessages.signatoryName,
      });
    }
    if (signatoryName && !signatoryDesignation) {
      context.addIssue({
        code: 'custom',
        path: ['signatoryDesignation'],
        message: settingsMessages.signatoryDesignation,
      });
    }
  })
  .superRefine((settings, context) => {
    const code = gstStateCode(settings.registeredState);
    if (code && !settings.gstin.startsWith(code)) {
      context.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `${settingsMessages.gstinState} (${code} for ${settings.registeredState})`,
      });
    }
  }) satisfies z.ZodType<EditableSettings, unknown>;
export type SettingsUpdate = z.input<typeof settingsUpdate>;

/** PhonePe's configuration as the settings screen shows it: ids in full, secrets masked. */
export type PaymentSettingsView = {
  provider: 'PhonePe';
  environment: 'Sandbox' | 'Production';
  baseUrl: string;
  gstRatePercent: number;
} & (
  | {
      apiVersion: 'v2';
      clientId: string;
      clientVersion: number;
      clientSecret: string;
      webhookUsername: string;
      webhookPassword: string;
    }
  | { apiVersion: 'v1'; merchantId: string; saltIndex: number; saltKey: string }
);

/** GET /api/admin/settings; `payment` is null when the server's configuration cannot be read. */
export interface SettingsResponse {
  settings: EditableSettings & { updatedAt?: string };
  payment: PaymentSettingsView | null;
}
