import { waitingListMessages } from '#shared/forms/batch-waiting-list-text';
import { paths } from '#web/app/paths';
import { MailedLinkPage } from '#web/components/mailed-link-page';
import { confirmWaitingList, waitingListLinkOf } from './waiting-list-api';

/** /waiting-list/confirm?courseSlug=…&batchId=…&entryId=…&token=…: a full batch's list (decision 025). */
export function WaitingListConfirmPage() {
  return (
    <MailedLinkPage
      path={paths.waitingListConfirm}
      title="Confirm Your Place"
      description="Confirm your place on the waiting list of a full batch."
      explanation="Press the button to confirm your place on the waiting list. We will e-mail you as soon as a seat frees."
      buttonLabel="Confirm my place"
      workingLabel="Confirming…"
      doneTitle="You Are on the Waiting List"
      doneMessage={waitingListMessages.confirmed}
      failedTitle="Place Not Confirmed"
      failedMessage="We could not confirm your place. Please try again."
      invalidMessage={waitingListMessages.linkInvalid}
      readLink={waitingListLinkOf}
      act={confirmWaitingList}
      next={(link) => ({ label: 'Back to Course', to: paths.course(link.courseSlug) })}
    />
  );
}
