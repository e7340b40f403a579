import { newsletterMessages } from '#shared/forms/newsletter-text';
import { paths } from '#web/app/paths';
import { confirmSubscription } from './newsletter-links-api';
import { MailedLinkPage, tokenOfLink } from '#web/components/mailed-link-page';

/** /newsletter/confirm?token=…: the confirmation link of a newsletter sign-up (docs/product.md §4). */
export function NewsletterConfirmPage() {
  return (
    <MailedLinkPage
      path={paths.newsletterConfirm}
      title="Confirm Your Subscription"
      description="Confirm your newsletter subscription from the link we e-mailed you."
      explanation="Press the button to confirm that you want to receive our newsletter at this e-mail address."
      buttonLabel="Confirm my subscription"
      workingLabel="Confirming…"
      doneTitle="Subscription Confirmed!"
      doneMessage={newsletterMessages.confirmed}
      failedTitle="Subscription Not Confirmed"
      failedMessage={newsletterMessages.confirmFailed}
      invalidMessage={newsletterMessages.linkInvalid}
      readLink={tokenOfLink}
      act={confirmSubscription}
    />
  );
}
