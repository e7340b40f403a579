import { ulid } from 'ulid';
import type * as z from 'zod';
import type { Lead, leadRequest } from '#shared/forms/lead';
import { estimateMvp } from '#shared/mvp-calculator';
import { companySettings } from '#lambdas/data/company-settings';
import { putLead } from '#lambdas/data/leads';
import { countWithinDailyLimit } from '#lambdas/data/rate-limits';
import { ValidationError } from '#lambdas/lib/errors';
import { logger } from '#lambdas/lib/logger';
import { sendNotification } from '#lambdas/mail/mailer';
import { leadConfirmationMail, leadNotificationMail } from './lead-mails';

export type LeadForm = z.output<typeof leadRequest>;

/**
 * Estimates mailed to one address a day (IST): the address is not proven the visitor's, so
 * nobody can use the calculator to flood a stranger's inbox. The team hears of every lead.
 */
export const leadVisitorMailsPerDay = 3;

/**
 * 'Get Detailed Estimate': the lead is stored with the estimate the server computes itself, then
 * the company and the visitor are mailed (docs/product.md §12 'Every lead is answered'). A mail that fails is logged, never
 * the visitor's error: the lead is kept either way.
 */
export async function saveLead(form: LeadForm, now = new Date()): Promise<Lead> {
  const estimate = estimateMvp(form.selection);
  if (!estimate) throw new ValidationError('Please choose a platform, design and timeline');
  const lead: Lead = {
    id: ulid(now.getTime()),
    name: form.name,
    email: form.email,
    projectIdea: form.projectIdea,
    selection: { ...form.selection, features: [...new Set(form.selection.features)] },
    estimate,
    status: 'new',
    createdAt: now.toISOString(),
  };
  // Read before storing: a failure between the two would otherwise answer an error for a lead
  // that was stored but never mailed, and the visitor would send it again.
  const company = await companySettings();
  await putLead(lead);
  await sendNotification(leadNotificationMail(lead, company));
  // The lead is stored: from here on nothing may fail the request, or the visitor sends it again.
  const withinCap = await countWithinDailyLimit(
    'lead-email',
    lead.email,
    leadVisitorMailsPerDay,
    now,
  ).catch((error: unknown) => {
    logger.error('Could not count the estimates mailed to an address', { error });
    return false;
  });
  if (withinCap) await sendNotification(leadConfirmationMail(lead, company));
  return lead;
}
