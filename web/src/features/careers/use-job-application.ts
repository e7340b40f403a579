import { useState } from 'react';
import type { JobPosting } from '#shared/content/schemas';
import { jobApplicationMessages, jobApplicationRequest } from '#shared/forms/job-application';
import type { ResumeContentType } from '#shared/forms/uploads';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { track } from '#web/lib/analytics';
import { validateForm, type FieldErrors } from '#web/lib/form-errors';
import { useResetAfter } from '#web/lib/use-reset-after';
import { applyForJob } from './api/apply-for-job';
import { uploadResume } from './api/upload-resume';
import { checkResume } from './resume-file';

export interface ApplicationValues {
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  experienceYears: string;
  currentCompany: string;
  linkedinProfile: string;
  portfolioUrl: string;
  coverLetter: string;
}

const emptyValues: ApplicationValues = {
  applicantName: '',
  applicantEmail: '',
  applicantPhone: '',
  experienceYears: '',
  currentCompany: '',
  linkedinProfile: '',
  portfolioUrl: '',
  coverLetter: '',
};

/** docs/product.md §9: the career modal's success message shows for 3 seconds. */
export const applicationSuccessMs = 3000;

const without = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

type Status = 'editing' | 'submitting' | 'success';
interface Resume {
  file: File;
  contentType: ResumeContentType;
}

/**
 * The career modal (docs/product.md §4): closed → open for a job → submitting → success, which closes the
 * modal and clears the form after 3 s. Cancel closes it and clears the error; what the visitor
 * typed stays for their next application.
 */
export function useJobApplication() {
  const [job, setJob] = useState<JobPosting | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  const [values, setValues] = useState(emptyValues);
  const [resume, setResume] = useState<Resume | null>(null);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** Counts refused submits, so the form can move focus to the problem each time. */
  const [failures, setFailures] = useState(0);

  const clearErrors = () => {
    setError('');
    setFieldErrors({});
  };

  useResetAfter(status === 'success', applicationSuccessMs, () => {
    setJob(null);
    setStatus('editing');
    setValues(emptyValues);
    setResume(null);
    clearErrors();
  });

  return {
    job,
    status,
    values,
    resume: resume?.file ?? null,
    error,
    fieldErrors,
    failures,

    open(next: JobPosting) {
      setJob(next);
      setStatus('editing');
    },

    cancel() {
      if (status === 'submitting') return;
      setJob(null);
      setStatus('editing');
      clearErrors();
    },

    change(field: keyof ApplicationValues, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      if (fieldErrors[field]) setFieldErrors((current) => without(current, field));
    },

    /** Checks the file at once, so a wrong type or size is refused before any upload. */
    chooseResume(file: File | null): boolean {
      setFieldErrors((current) => without(current, 'resume'));
      if (!file) {
        setResume(null);
        return true;
      }
      const checked = checkResume(file);
      if (!checked.ok) {
        setResume(null);
        setFieldErrors((current) => ({ ...current, resume: checked.message }));
        return false;
      }
      setResume({ file, contentType: checked.contentType });
      return true;
    },

    async submit(honeypot: string) {
      if (!job || status === 'submitting') return;
      const checked = validateForm(jobApplicationRequest, { ...values, website: honeypot });
      if (!checked.ok) {
        setError(checked.message);
        setFieldErrors(checked.errors);
        setFailures((count) => count + 1);
        return;
      }
      clearErrors();
      setStatus('submitting');
      try {
        const resumeKey = resume ? await uploadResume(resume.file, resume.contentType) : undefined;
        await applyForJob(job.id, { ...checked.data, resumeKey });
        track('conversion', { type: 'job_application', job: job.title });
        setStatus('success');
      } catch (failure) {
        setStatus('editing');
        setError(errorMessage(failure, jobApplicationMessages.failure));
        if (failure instanceof ApiError) setFieldErrors(failure.fieldErrors);
        setFailures((count) => count + 1);
      }
    },
  };
}

export type JobApplicationState = ReturnType<typeof useJobApplication>;
