import * as apiPaths from '#shared/api/api-paths';
import { adminCaseStudyInput } from '#shared/admin/case-studies';
import type { CaseStudy } from '#shared/content/schemas';
import { CaseStudyForm } from './publishing/case-study-form';
import { PublishingTab } from './publishing/publishing-tab';

/** Case Studies (docs/admin.md): published ones show on /case-studies at once. */
export function CaseStudiesTab() {
  return (
    <PublishingTab<CaseStudy, CaseStudy>
      path={apiPaths.adminCaseStudies}
      heading="Case Studies"
      description="Client stories on the case studies page. Published ones show there at once."
      noun={{ one: 'case study', many: 'case studies', title: 'Case Study' }}
      emptyText="No case studies found"
      describe={(study) => `${study.clientName} · ${study.industry}`}
      dateOf={(study) => ({ label: 'Created', iso: study.createdAt })}
      pageOf={(study) => ({ kind: 'case-study', slug: study.slug })}
      schema={adminCaseStudyInput}
      Form={CaseStudyForm}
    />
  );
}
