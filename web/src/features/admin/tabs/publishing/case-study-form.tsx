import { caseStudyDefaults, type AdminCaseStudyInput } from '#shared/admin/case-studies';
import { linesOf } from '#shared/admin/publishing';
import type { CaseStudy } from '#shared/content/schemas';
import { TextAreaField, TextField } from '#web/components/form-field';
import type { ContentFormProps } from './content-editor';
import { commaList, useContentForm } from './form-state';
import { pickOf, textsOf } from './form-values';
import { StatusField } from './status-field';
import { TitleAndSlugFields } from './title-slug-fields';

/** 'Page load time: -62%' lines ↔ {"Page load time": "-62%"}. */
const resultsText = (results: Record<string, string>) =>
  Object.entries(results)
    .map(([metric, value]) => `${metric}: ${value}`)
    .join('\n');

function resultsOf(text: string): Record<string, string> {
  return Object.fromEntries(
    linesOf(text).map((line) => {
      const colon = line.indexOf(':');
      return colon < 0 ? [line, ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
}

/** The fields typed as they are sent. */
const texts = [
  'title',
  'slug',
  'clientName',
  'industry',
  'sector',
  'featuredImage',
  'challenge',
  'solution',
  'projectDuration',
  'teamSize',
  'projectUrl',
] as const;

/** The case study form: the fields of docs/product.md §3 "Case study" and the status. */
export function CaseStudyForm({ item, errors, onSubmit, actions }: ContentFormProps<CaseStudy>) {
  const form = useContentForm(
    {
      ...textsOf(item, texts),
      results: resultsText(item?.results ?? {}),
      quote: item?.testimonial.quote ?? '',
      quoteAuthor: item?.testimonial.author ?? '',
      quotePosition: item?.testimonial.position ?? '',
      technologies: item?.technologies.join(', ') ?? '',
      status: item?.status ?? 'draft',
    },
    { item, errors, onSubmit },
    (values): AdminCaseStudyInput => ({
      ...pickOf(values, texts),
      results: resultsOf(values.results),
      testimonial: {
        quote: values.quote,
        author: values.quoteAuthor,
        position: values.quotePosition,
      },
      technologies: commaList(values.technologies),
      status: values.status as AdminCaseStudyInput['status'],
    }),
  );
  const { field, titleAndSlug } = form;

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <TitleAndSlugFields {...titleAndSlug} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Client" required {...field('clientName')} />
        <TextField label="Industry" required {...field('industry')} />
        <TextField label="Sector" {...field('sector')} />
      </div>
      <TextField label="Featured image" {...field('featuredImage')} />
      <TextAreaField label="Challenge" required rows={3} {...field('challenge')} />
      <TextAreaField label="Solution" required rows={3} {...field('solution')} />
      <TextAreaField
        label="Results"
        rows={3}
        {...field('results')}
        hint="One per line, as metric: value (Page load time: -62%)."
      />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
          Testimonial
        </legend>
        <TextAreaField label="Quote" rows={2} {...field('quote', 'testimonial.quote')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Quoted person" {...field('quoteAuthor', 'testimonial.author')} />
          <TextField label="Their position" {...field('quotePosition', 'testimonial.position')} />
        </div>
      </fieldset>
      <TextField label="Technologies" {...field('technologies')} hint="Separated by commas." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Project duration"
          placeholder={caseStudyDefaults.projectDuration}
          {...field('projectDuration')}
        />
        <TextField
          label="Team size"
          placeholder={caseStudyDefaults.teamSize}
          {...field('teamSize')}
        />
      </div>
      <TextField label="Project URL" type="url" {...field('projectUrl')} />
      <StatusField {...field('status')} />
      {actions}
    </form>
  );
}
