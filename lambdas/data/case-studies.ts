import { ulid } from 'ulid';
import { adminCaseStudyMessages, type AdminCaseStudyFields } from '#shared/admin/case-studies';
import type { CaseStudy, PublicationStatus } from '#shared/content/schemas';
import { publishableItems } from './publishable-items';
import type { ItemKeys } from './table';

export const caseStudyKeys = (
  study: Pick<CaseStudy, 'slug' | 'status' | 'createdAt'>,
): ItemKeys => ({
  pk: `CASE_STUDY#${study.slug}`,
  sk: 'CASE_STUDY',
  gsi1pk: `CASE_STUDIES#${study.status}`,
  gsi1sk: study.createdAt,
});

export const caseStudyItem = (study: CaseStudy) => ({
  ...caseStudyKeys(study),
  entityType: 'CaseStudy',
  ...study,
});

const caseStudyFrom = (
  fields: AdminCaseStudyFields,
  previous: CaseStudy | null,
  now: string,
): CaseStudy => ({
  ...fields,
  id: previous?.id ?? ulid(),
  createdAt: previous?.createdAt ?? now,
});

/** The admin's case studies; a deleted seeded one stays deleted (publishable-items.ts). */
export const caseStudies = publishableItems<CaseStudy, AdminCaseStudyFields>({
  entityType: 'CaseStudy',
  itemOf: caseStudyItem,
  collectionOf: (status) => `CASE_STUDIES#${status}`,
  listKeyOf: (study) => `${study.createdAt}#${study.id}`,
  searchFieldsOf: (study) => [study.title, study.slug, study.clientName, study.industry],
  keyTakenMessage: adminCaseStudyMessages.slugTaken,
  fromFields: caseStudyFrom,
});

/** Newest first by createdAt (docs/product.md §9). */
export function listCaseStudiesByStatus(status: PublicationStatus): Promise<CaseStudy[]> {
  return caseStudies.listByStatus(status);
}
