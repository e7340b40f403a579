import { nextBatchMessages } from '#shared/forms/next-batch-text';
import { paths } from '#web/app/paths';
import { MailedLinkPage, tokenOfLink } from '#web/components/mailed-link-page';
import { leaveNextBatch } from './next-batch-api';

/** /next-batch/leave?token=…: the leave link of every next-batch mail. */
export function NextBatchLeavePage() {
  return (
    <MailedLinkPage
      path={paths.nextBatchLeave}
      title="Stop Next Batch E-mails"
      description="Stop the e-mails about new batches of a course."
      explanation="Press the button and we will not e-mail this address about new batches of the course any more."
      buttonLabel="Stop these e-mails"
      workingLabel="Working…"
      doneTitle="You Left the List"
      doneMessage={nextBatchMessages.left}
      failedTitle="Not Done"
      failedMessage="We could not take you off the list. Please try again."
      invalidMessage={nextBatchMessages.linkInvalid}
      readLink={tokenOfLink}
      act={leaveNextBatch}
      next={(_token, answer) => ({ label: 'Back to Course', to: paths.course(answer.courseSlug) })}
    />
  );
}
