import { ulid } from 'ulid';
import { adminCaseStudyMessages, type AdminCaseStudyFields } from '#shared/admin/case-studies';
import type { CaseStudy, PublicationStatus } from '#shared/content/schemas';
import { editableContentStore } from './editable-content';
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

const studies = editableContentStore<CaseStudy>({
  entityType: 'CaseStudy',
  itemOf: caseStudyItem,
  collectionOf: (status) => `CASE_STUDIES#${status}`,
  listKeyOf: (study) => `${study.createdAt}#${study.id}`,
  searchFieldsOf: (study) => [study.title, study.slug, study.clientName, study.industry],
  keyTakenMessage: adminCaseStudyMessages.slugTaken,
});

/** Newest first by createdAt (docs/product.md §9). */
export function listCaseStudiesByStatus(status: PublicationStatus): Promise<CaseStudy[]> {
  return studies.listByStatus(status);
}

/** The admin list: drafts and published, newest first. */
export const findCaseStudies = studies.find;

export const getCaseStudyById = (id: string) => studies.getById(id);

const caseStudyFrom = (
  fields: AdminCaseStudyFields,
  previous: CaseStudy | null,
  now: string,
): CaseStudy => ({
  ...fields,
  id: previous?.id ?? ulid(),
  createdAt: previous?.createdAt ?? now,
});

/** 409 when a live case study has the slug. */
export function createCaseStudy(
  fields: AdminCaseStudyFields,
  now = new Date(),
): Promise<CaseStudy> {
  return studies.create(caseStudyFrom(fields, null, now.toISOString()));
}

/** Replaces the case study's fields (a new slug moves it); undefined when there is none. */
export function updateCaseStudy(
  id: string,
  fields: AdminCaseStudyFields,
  now = new Date(),
): Promise<CaseStudy | undefined> {
  return studies.update(id, (previous) => caseStudyFrom(fields, previous, now.toISOString()));
}

export function setCaseStudyStatus(
  id: string,
  status: PublicationStatus,
): Promise<CaseStudy | undefined> {
  return studies.update(id, (previous) => ({ ...previous, status }));
}

/** False when there is no such case study; a seeded one stays deleted (editable-content.ts). */
export const deleteCaseStudy = (id: string) => studies.delete(id);
