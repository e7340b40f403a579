import { nextBatchMessages } from '#shared/forms/next-batch-text';
import { paths } from '#web/app/paths';
import { MailedLinkPage, tokenOfLink } from '#web/components/mailed-link-page';
import { confirmNextBatch } from './next-batch-api';

/** /next-batch/confirm?token=…: the confirmation link of "Tell me about the next batch". */
export function NextBatchConfirmPage() {
  return (
    <MailedLinkPage
      path={paths.nextBatchConfirm}
      title="Confirm Your Request"
      description="Confirm that you want to hear when a new batch of the course opens."
      explanation="Press the button to confirm that we may e-mail this address when a new batch of the course opens."
      buttonLabel="Confirm"
      workingLabel="Confirming…"
      doneTitle="Request Confirmed!"
      doneMessage={nextBatchMessages.confirmed}
      failedTitle="Request Not Confirmed"
      failedMessage="We could not confirm your request. Please try again."
      invalidMessage={nextBatchMessages.linkInvalid}
      readLink={tokenOfLink}
      act={confirmNextBatch}
      next={(_token, answer) => ({ label: 'Back to Course', to: paths.course(answer.courseSlug) })}
    />
  );
}
