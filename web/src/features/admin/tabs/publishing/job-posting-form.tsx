import { type FormEvent } from 'react';
import {
  employmentTypes,
  endOfIndianDay,
  indianDayOf,
  type AdminJobPostingInput,
} from '#shared/admin/job-postings';
import { linesOf } from '#shared/admin/publishing';
import type { JobPosting } from '#shared/content/schemas';
import { SelectField, TextAreaField, TextField } from '#web/components/form-field';
import { fieldHint } from '#web/lib/form-errors';
import type { ContentFormProps } from './content-editor';
import { useFormState, useSlugFollowingTitle } from './form-state';
import { StatusField } from './status-field';

/** The job posting form: the fields of docs/product.md §3 "Job posting", its expiry and the status. */
export function JobPostingForm({ item, errors, onSubmit, actions }: ContentFormProps<JobPosting>) {
  const form = useFormState({
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    department: item?.department ?? '',
    location: item?.location ?? '',
    employmentType: item?.employmentType ?? 'Full-time',
    experienceLevel: item?.experienceLevel ?? '',
    description: item?.description ?? '',
    requirements: item?.requirements.join('\n') ?? '',
    responsibilities: item?.responsibilities.join('\n') ?? '',
    benefits: item?.benefits.join('\n') ?? '',
    expiresOn: item?.expiresAt ? indianDayOf(item.expiresAt) : '',
    status: item?.status ?? 'draft',
  });
  const titleAndSlug = useSlugFollowingTitle(form, !item);
  const { values, bind } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    const request: AdminJobPostingInput = {
      title: values.title,
      slug: values.slug,
      department: values.department,
      location: values.location,
      employmentType: values.employmentType as AdminJobPostingInput['employmentType'],
      experienceLevel: values.experienceLevel,
      description: values.description,
      requirements: linesOf(values.requirements),
      responsibilities: linesOf(values.responsibilities),
      benefits: linesOf(values.benefits),
      expiresAt: values.expiresOn ? endOfIndianDay(values.expiresOn) : null,
      status: values.status as AdminJobPostingInput['status'],
    };
    onSubmit(request);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Title" required {...titleAndSlug.title} error={fieldHint(errors.title)} />
      <TextField label="Slug" required {...titleAndSlug.slug} error={fieldHint(errors.slug)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Department"
          required
          {...bind('department')}
          error={fieldHint(errors.department)}
        />
        <TextField
          label="Location"
          required
          {...bind('location')}
          error={fieldHint(errors.location)}
        />
        <SelectField
          label="Employment type"
          required
          {...bind('employmentType')}
          error={fieldHint(errors.employmentType)}
        >
          {employmentTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Experience"
          required
          placeholder="3-5 years"
          {...bind('experienceLevel')}
          error={fieldHint(errors.experienceLevel)}
        />
      </div>
      <TextAreaField
        label="Description"
        required
        rows={4}
        {...bind('description')}
        error={fieldHint(errors.description)}
      />
      {(['requirements', 'responsibilities', 'benefits'] as const).map((name) => (
        <TextAreaField
          key={name}
          label={name.charAt(0).toUpperCase() + name.slice(1)}
          rows={4}
          {...bind(name)}
          error={fieldHint(errors[name])}
          hint="One per line."
        />
      ))}
      <TextField
        label="Expires on"
        type="date"
        {...bind('expiresOn')}
        error={fieldHint(errors.expiresAt)}
        hint="Leave blank to keep it open. It leaves the careers page after this day (India time)."
      />
      <StatusField {...bind('status')} error={fieldHint(errors.status)} />
      {actions}
    </form>
  );
}
