import type { CaseStudy, PublicationStatus } from '../../shared/content/schemas';
import { queryCollection, withoutKeys, type ItemKeys } from './table';

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

/** Newest first by createdAt (spec §9). */
export async function listCaseStudiesByStatus(status: PublicationStatus): Promise<CaseStudy[]> {
  const items = await queryCollection(`CASE_STUDIES#${status}`);
  return items.map((item) => withoutKeys<CaseStudy>(item));
}
