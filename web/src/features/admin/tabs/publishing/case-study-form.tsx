import { type FormEvent } from 'react';
import { caseStudyDefaults, type AdminCaseStudyInput } from '#shared/admin/case-studies';
import { linesOf } from '#shared/admin/publishing';
import type { CaseStudy } from '#shared/content/schemas';
import { TextAreaField, TextField } from '#web/components/form-field';
import { fieldHint } from '#web/lib/form-errors';
import type { ContentFormProps } from './content-editor';
import { commaList, useFormState, useSlugFollowingTitle } from './form-state';
import { StatusField } from './status-field';

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

/** The case study form: the fields of docs/product.md §3 "Case study" and the status. */
export function CaseStudyForm({ item, errors, onSubmit, actions }: ContentFormProps<CaseStudy>) {
  const form = useFormState({
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    clientName: item?.clientName ?? '',
    industry: item?.industry ?? '',
    sector: item?.sector ?? '',
    featuredImage: item?.featuredImage ?? '',
    challenge: item?.challenge ?? '',
    solution: item?.solution ?? '',
    results: resultsText(item?.results ?? {}),
    quote: item?.testimonial.quote ?? '',
    quoteAuthor: item?.testimonial.author ?? '',
    quotePosition: item?.testimonial.position ?? '',
    technologies: item?.technologies.join(', ') ?? '',
    projectDuration: item?.projectDuration ?? '',
    teamSize: item?.teamSize ?? '',
    projectUrl: item?.projectUrl ?? '',
    status: item?.status ?? 'draft',
  });
  const titleAndSlug = useSlugFollowingTitle(form, !item);
  const { values, bind } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    const request: AdminCaseStudyInput = {
      title: values.title,
      slug: values.slug,
      clientName: values.clientName,
      industry: values.industry,
      sector: values.sector,
      featuredImage: values.featuredImage,
      challenge: values.challenge,
      solution: values.solution,
      results: resultsOf(values.results),
      testimonial: {
        quote: values.quote,
        author: values.quoteAuthor,
        position: values.quotePosition,
      },
      technologies: commaList(values.technologies),
      projectDuration: values.projectDuration,
      teamSize: values.teamSize,
      projectUrl: values.projectUrl,
      status: values.status as AdminCaseStudyInput['status'],
    };
    onSubmit(request);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Title" required {...titleAndSlug.title} error={fieldHint(errors.title)} />
      <TextField label="Slug" required {...titleAndSlug.slug} error={fieldHint(errors.slug)} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Client"
          required
          {...bind('clientName')}
          error={fieldHint(errors.clientName)}
        />
        <TextField
          label="Industry"
          required
          {...bind('industry')}
          error={fieldHint(errors.industry)}
        />
        <TextField label="Sector" {...bind('sector')} error={fieldHint(errors.sector)} />
      </div>
      <TextField
        label="Featured image"
        {...bind('featuredImage')}
        error={fieldHint(errors.featuredImage)}
      />
      <TextAreaField
        label="Challenge"
        required
        rows={3}
        {...bind('challenge')}
        error={fieldHint(errors.challenge)}
      />
      <TextAreaField
        label="Solution"
        required
        rows={3}
        {...bind('solution')}
        error={fieldHint(errors.solution)}
      />
      <TextAreaField
        label="Results"
        rows={3}
        {...bind('results')}
        error={fieldHint(errors.results)}
        hint="One per line, as metric: value (Page load time: -62%)."
      />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
          Testimonial
        </legend>
        <TextAreaField
          label="Quote"
          rows={2}
          {...bind('quote')}
          error={fieldHint(errors['testimonial.quote'])}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Quoted person"
            {...bind('quoteAuthor')}
            error={fieldHint(errors['testimonial.author'])}
          />
          <TextField
            label="Their position"
            {...bind('quotePosition')}
            error={fieldHint(errors['testimonial.position'])}
          />
        </div>
      </fieldset>
      <TextField
        label="Technologies"
        {...bind('technologies')}
        error={fieldHint(errors.technologies)}
        hint="Separated by commas."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Project duration"
          placeholder={caseStudyDefaults.projectDuration}
          {...bind('projectDuration')}
          error={fieldHint(errors.projectDuration)}
        />
        <TextField
          label="Team size"
          placeholder={caseStudyDefaults.teamSize}
          {...bind('teamSize')}
          error={fieldHint(errors.teamSize)}
        />
      </div>
      <TextField
        label="Project URL"
        type="url"
        {...bind('projectUrl')}
        error={fieldHint(errors.projectUrl)}
      />
      <StatusField {...bind('status')} error={fieldHint(errors.status)} />
      {actions}
    </form>
  );
}
