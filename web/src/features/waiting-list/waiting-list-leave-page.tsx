import { waitingListMessages } from '#shared/forms/batch-waiting-list-text';
import { paths } from '#web/app/paths';
import { MailedLinkPage } from '#web/components/mailed-link-page';
import { leaveWaitingList, waitingListLinkOf } from './waiting-list-api';

/** /waiting-list/leave?…: the leave link of every waiting-list mail, an offer's included. */
export function WaitingListLeavePage() {
  return (
    <MailedLinkPage
      path={paths.waitingListLeave}
      title="Leave the Waiting List"
      description="Leave the waiting list of a full batch."
      explanation="Press the button and you leave the waiting list. A seat kept for you goes to the next person waiting."
      buttonLabel="Leave the waiting list"
      workingLabel="Leaving…"
      doneTitle="You Left the Waiting List"
      doneMessage={waitingListMessages.left}
      failedTitle="Not Done"
      failedMessage="We could not take you off the waiting list. Please try again."
      invalidMessage={waitingListMessages.linkInvalid}
      readLink={waitingListLinkOf}
      act={leaveWaitingList}
      next={(link) => ({ label: 'Back to Course', to: paths.course(link.courseSlug) })}
    />
  );
}
