import * as z from 'zod';
import type { CaseStudy } from '../content/schemas';
import type { AdminPage } from './lists';
import {
  imageField,
  linkField,
  publicationStatusField,
  requiredField,
  slugField,
  textField,
  textListField,
} from './publishing';

// The admin Case Studies tab (docs/architecture.md §4): what the create and edit form sends. The server adds
// the id and the creation time.

const resultsMessage = 'Please keep results to 12 metrics, each with a name and a value';

/** docs/product.md §3 defaults, used when the field is left blank. */
export const caseStudyDefaults = { projectDuration: '4 months', teamSize: '6 developers' } as const;

const withDefault = (max: number, fallback: string) =>
  textField(max).transform((value) => value || fallback);

export const adminCaseStudyInput = z.object({
  title: requiredField(200),
  slug: slugField,
  clientName: requiredField(200),
  industry: requiredField(100),
  sector: textField(100),
  featuredImage: imageField,
  challenge: requiredField(5000),
  solution: requiredField(5000),
  /** Metric → value, e.g. {"Page load time": "-62%"}. */
  results: z
    .record(
      z.string().trim().min(1, resultsMessage).max(100, resultsMessage),
      z.string().trim().min(1, resultsMessage).max(100, resultsMessage),
      { error: resultsMessage },
    )
    .refine((results) => Object.keys(results).length <= 12, resultsMessage)
    .default({}),
  testimonial: z
    .object({ quote: textField(2000), author: textField(200), position: textField(200) })
    .default({ quote: '', author: '', position: '' }),
  technologies: textListField(30, 100),
  projectDuration: withDefault(100, caseStudyDefaults.projectDuration),
  teamSize: withDefault(100, caseStudyDefaults.teamSize),
  projectUrl: linkField,
  status: publicationStatusField,
});
export type AdminCaseStudyInput = z.input<typeof adminCaseStudyInput>;
export type AdminCaseStudyFields = z.output<typeof adminCaseStudyInput>;

export type AdminCaseStudyPage = AdminPage<CaseStudy>;

export const adminCaseStudyMessages = {
  notFound: 'Case study not found',
  slugTaken: 'A case study with this slug already exists',
} as const;
