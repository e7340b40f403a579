import { ulid } from 'ulid';
import type * as z from 'zod';
import type { Lead, leadRequest } from '#shared/forms/lead';
import { estimateMvp } from '#shared/mvp-calculator';
import { putLead } from '#lambdas/data/leads';
import { ValidationError } from '#lambdas/lib/errors';

export type LeadForm = z.output<typeof leadRequest>;

/** 'Get Detailed Estimate': the lead is stored with the estimate the server computes itself. */
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
  await putLead(lead);
  return lead;
}
