import {
  employmentTypes,
  endOfIndianDay,
  indianDayOf,
  type AdminJobPostingInput,
} from '#shared/admin/job-postings';
import { linesOf } from '#shared/admin/publishing';
import type { JobPosting } from '#shared/content/schemas';
import { SelectField, TextAreaField, TextField } from '#web/components/form-field';
import type { ContentFormProps } from './content-editor';
import { useContentForm } from './form-state';
import { pickOf, textsOf } from './form-values';
import { StatusField } from './status-field';
import { TitleAndSlugFields } from './title-slug-fields';

/** The fields typed as they are sent. */
const texts = [
  'title',
  'slug',
  'department',
  'location',
  'experienceLevel',
  'description',
] as const;

/** The job posting form: the fields of docs/product.md §3 "Job posting", its expiry and the status. */
export function JobPostingForm({ item, errors, onSubmit, actions }: ContentFormProps<JobPosting>) {
  const form = useContentForm(
    {
      ...textsOf(item, texts),
      employmentType: item?.employmentType ?? 'Full-time',
      requirements: item?.requirements.join('\n') ?? '',
      responsibilities: item?.responsibilities.join('\n') ?? '',
      benefits: item?.benefits.join('\n') ?? '',
      expiresOn: item?.expiresAt ? indianDayOf(item.expiresAt) : '',
      status: item?.status ?? 'draft',
    },
    { item, errors, onSubmit },
    (values): AdminJobPostingInput => ({
      ...pickOf(values, texts),
      employmentType: values.employmentType as AdminJobPostingInput['employmentType'],
      requirements: linesOf(values.requirements),
      responsibilities: linesOf(values.responsibilities),
      benefits: linesOf(values.benefits),
      expiresAt: values.expiresOn ? endOfIndianDay(values.expiresOn) : null,
      status: values.status as AdminJobPostingInput['status'],
    }),
  );
  const { field, titleAndSlug } = form;

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <TitleAndSlugFields {...titleAndSlug} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Department" required {...field('department')} />
        <TextField label="Location" required {...field('location')} />
        <SelectField label="Employment type" required {...field('employmentType')}>
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
          {...field('experienceLevel')}
        />
      </div>
      <TextAreaField label="Description" required rows={4} {...field('description')} />
      {(['requirements', 'responsibilities', 'benefits'] as const).map((name) => (
        <TextAreaField
          key={name}
          label={name.charAt(0).toUpperCase() + name.slice(1)}
          rows={4}
          {...field(name)}
          hint="One per line."
        />
      ))}
      <TextField
        label="Expires on"
        type="date"
        {...field('expiresOn', 'expiresAt')}
        hint="Leave blank to keep it open. It leaves the careers page after this day (India time)."
      />
      <StatusField {...field('status')} />
      {actions}
    </form>
  );
}
