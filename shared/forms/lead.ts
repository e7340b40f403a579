import * as z from 'zod';
import { mvpSelection, type MvpEstimate, type MvpSelection } from '../mvp-calculator';
import { emailField, honeypot, requiredText } from './fields';

export const leadRequest = z.object({
  name: requiredText(120),
  email: emailField,
  projectIdea: requiredText(5000),
  selection: mvpSelection,
  website: honeypot,
});
export type LeadRequest = z.input<typeof leadRequest>;

/** A stored 'Get Detailed Estimate' lead, with the estimate the server computed. */
export interface Lead {
  id: string;
  name: string;
  email: string;
  projectIdea: string;
  selection: MvpSelection;
  estimate: MvpEstimate;
  status: 'new';
  createdAt: string;
}
