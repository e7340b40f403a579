import * as z from 'zod';
import {
  mvpDesigns,
  mvpFeatures,
  mvpPlatforms,
  mvpTimelines,
  type MvpEstimate,
  type MvpSelection,
} from '../mvp-calculator';
import { emailField, honeypot, requiredText } from './fields';

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(record: T) => Object.keys(record) as Keys<T>;

/** A calculator selection (shared/mvp-calculator.ts) made of the tables' own keys. */
export const mvpSelection = z.object({
  platform: z.enum(keysOf(mvpPlatforms)),
  features: z
    .array(z.enum(keysOf(mvpFeatures)))
    .max(8)
    .default([]),
  design: z.enum(keysOf(mvpDesigns)),
  timeline: z.enum(keysOf(mvpTimelines)),
}) satisfies z.ZodType<MvpSelection, unknown>;

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
