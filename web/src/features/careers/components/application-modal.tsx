import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { EmailField, NameField, PhoneField } from '#web/components/contact-fields';
import { ErrorAlert } from '#web/components/error-alert';
import { ModalFormActions } from '#web/components/form-buttons';
import { HoneypotField, honeypotValue, TextAreaField, TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { fieldHint } from '#web/lib/form-errors';
import { firstInvalidField } from '#web/lib/invalid-field-focus';
import type { ApplicationValues, JobApplicationState } from '../use-job-application';
import { ResumeField } from './resume-field';

/** Apply Now's modal form (docs/product.md §2 Careers, §4 career modal, §5 job application). */
export function ApplicationModal({ application }: { application: JobApplicationState }) {
  const { job, status, values, error, fieldErrors } = application;
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = status === 'submitting';

  // After a refused submit, take the visitor (often on a small screen) to the problem: an
  // invalid field gets focus as in every form (web/src/lib/invalid-field-focus.ts), a failure no
  // field explains is scrolled into view.
  useEffect(() => {
    if (!application.failures) return;
    const form = formRef.current;
    if (!form || firstInvalidField(form)) return;
    form.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  }, [application.failures]);

  const field = (name: keyof ApplicationValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      application.change(name, event.target.value),
    error: fieldHint(fieldErrors[name]),
    disabled: submitting,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void application.submit(honeypotValue(event.currentTarget));
  };

  return (
    <Modal
      open={job !== null}
      onClose={application.cancel}
      title={job ? `Apply for ${job.title}` : ''}
      description={job ? `${job.department} · ${job.location} · ${job.employmentType}` : undefined}
      initialFocusRef={firstFieldRef}
      dismissible={!submitting}
    >
      {status === 'success' ? (
        <div role="status" className="flex flex-col items-center py-10 text-center">
          <CircleCheck className="size-14 text-green-600 dark:text-green-400" aria-hidden="true" />
          <p className="mt-4 text-xl font-bold text-slate-900 dark:text-white">
            Application Submitted!
          </p>
          <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-400">
            Thank you for applying. Our team will review your application and get back to you soon.
          </p>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="relative space-y-4"
          aria-busy={submitting}
        >
          {error && <ErrorAlert className="font-medium">{error}</ErrorAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <NameField ref={firstFieldRef} label="Full Name" required {...field('applicantName')} />
            <EmailField label="Email" required {...field('applicantEmail')} />
            <PhoneField label="Phone" {...field('applicantPhone')} />
            <TextField
              label="Years of Experience"
              type="number"
              min={0}
              max={50}
              step={1}
              inputMode="numeric"
              {...field('experienceYears')}
            />
            <TextField
              label="Current Company"
              autoComplete="organization"
              {...field('currentCompany')}
            />
            <TextField
              label="LinkedIn Profile"
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/..."
              {...field('linkedinProfile')}
            />
          </div>
          <TextField
            label="Portfolio URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            {...field('portfolioUrl')}
          />
          <TextAreaField
            label="Cover Letter"
            required
            rows={6}
            placeholder="Tell us why you are a great fit for this role"
            {...field('coverLetter')}
          />
          <ResumeField
            file={application.resume}
            error={fieldErrors.resume ?? fieldErrors.resumeKey}
            disabled={submitting}
            onChoose={application.chooseResume}
          />
          <HoneypotField />
          <ModalFormActions
            busy={submitting}
            busyLabel="Submitting..."
            onCancel={application.cancel}
          >
            Submit Application
          </ModalFormActions>
        </form>
      )}
    </Modal>
  );
}
