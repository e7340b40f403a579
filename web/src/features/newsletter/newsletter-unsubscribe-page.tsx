import { newsletterMessages } from '#shared/forms/newsletter-text';
import { paths } from '#web/app/paths';
import { unsubscribe } from './newsletter-links-api';
import { MailedLinkPage, tokenOfLink } from '#web/components/mailed-link-page';

/** /newsletter/unsubscribe?token=…: every newsletter mail's unsubscribe link, no sign-in needed. */
export function NewsletterUnsubscribePage() {
  return (
    <MailedLinkPage
      path={paths.newsletterUnsubscribe}
      title="Unsubscribe From Our Newsletter"
      description="Stop receiving our newsletter, from the link in any of its e-mails."
      explanation="Press the button and we will stop sending our newsletter to this e-mail address."
      buttonLabel="Unsubscribe"
      workingLabel="Unsubscribing…"
      doneTitle="You Are Unsubscribed"
      doneMessage={newsletterMessages.unsubscribed}
      failedTitle="Not Unsubscribed"
      failedMessage={newsletterMessages.unsubscribeFailed}
      invalidMessage={newsletterMessages.linkInvalid}
      readLink={tokenOfLink}
      act={unsubscribe}
    />
  );
}
