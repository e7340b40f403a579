import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { useSite } from '#web/lib/content/use-site';
import { LegalLayout, type LegalSection } from './components/legal-layout';

export function TermsPage() {
  const { settings } = useSite();
  const company = settings.companyName;

  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Accepting these terms',
      body: (
        <p>
          By using this website, booking a consultation, requesting an estimate, applying for a job
          or enrolling in a course, you agree to these Terms of Service. If you use the site on
          behalf of a company, you confirm that you may accept these terms for it. If you do not
          agree, please do not use the website.
        </p>
      ),
    },
    {
      id: 'services',
      title: 'Our services and proposals',
      body: (
        <>
          <p>
            The website describes the software development, digital marketing, consulting and
            training services {company} offers. Descriptions, starting prices and case studies are
            for general information and are not an offer that can be accepted.
          </p>
          <p>
            Client projects are governed by a separate written proposal, statement of work or
            services agreement. Where such an agreement conflicts with these terms, the agreement
            prevails.
          </p>
          <p>
            Figures produced by the MVP cost calculator are indicative ranges in US dollars to help
            you plan. They are not quotations; a binding price is only given in a written proposal.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Using the website',
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>break any law, or infringe anyone&apos;s rights, while using the website;</li>
            <li>
              send false, misleading or someone else&apos;s information through our forms, or use
              them to send spam;
            </li>
            <li>
              try to gain unauthorised access to the website, our systems or other users&apos; data,
              or disrupt the website with excessive automated requests;
            </li>
            <li>
              copy or scrape the website&apos;s content for commercial use without permission.
            </li>
          </ul>
          <p>
            We may limit how often forms can be submitted and may block access that we reasonably
            believe breaks these rules.
          </p>
        </>
      ),
    },
    {
      id: 'courses',
      title: 'Courses, payments and refunds',
      body: (
        <>
          <p>
            Course fees are shown in Indian rupees. Goods and Services Tax (GST) at 18% is added at
            checkout and shown on your tax invoice. Payments are processed by our payment partner
            PhonePe; we never see or store your card, UPI or bank credentials.
          </p>
          <p>
            A seat in a batch is confirmed only when your payment is verified. Batch dates may
            change for reasons outside our control; if we move a batch, you may switch to another
            batch or ask for a full refund.
          </p>
          <p>
            Our courses carry a 30-day money-back guarantee: if you are not satisfied, write to us
            within 30 days of enrolling and we will refund the fee you paid to the original payment
            method.
          </p>
          <p>
            When you complete a course, we issue a certificate of completion that anyone can check
            on this website. A certificate is only issued once your batch has started. If you ask
            for a refund after completing a course, the 30-day guarantee still applies and we refund
            you in full, but your certificate is revoked when the refund is made: its check then
            says it is revoked, and it can no longer be downloaded.
          </p>
          <p>
            Course materials are for your personal learning. Please do not share your access or
            redistribute recordings and materials.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The website, its text, graphics, logos, course materials and code belong to {company} or
          its licensors and are protected by copyright and trademark law. You may view and print
          pages for your own, non-commercial use. Ownership of work we create for clients is set out
          in the client&apos;s agreement.
        </p>
      ),
    },
    {
      id: 'submissions',
      title: 'What you send us',
      body: (
        <p>
          When you contact us, book a call, apply for a job or request an estimate, you confirm that
          the information is accurate and that you may share it. We treat project ideas you share as
          confidential and will sign a non-disclosure agreement on request. How we handle personal
          data is explained in our <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: 'third-parties',
      title: 'Links to other websites',
      body: (
        <p>
          The website links to third-party sites such as social networks and live project demos. We
          are not responsible for their content or practices, and their own terms apply.
        </p>
      ),
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer and limitation of liability',
      body: (
        <>
          <p>
            We work hard to keep the website accurate and available, but it is provided &quot;as
            is&quot;, without warranties of any kind, to the extent the law allows. Articles and
            guides are general information, not professional advice for your situation.
          </p>
          <p>
            To the extent the law allows, {company} is not liable for indirect or consequential
            loss, or loss of profit, data or business, arising from your use of the website. Our
            total liability relating to the website is limited to the amount you paid us, if any, in
            the twelve months before the claim. Nothing in these terms limits liability that cannot
            be limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms as our services or the law change. We will give at least 30
          days&apos; notice of any change by publishing the new version on this page with its date
          and, for changes that affect enrolled learners or clients, by e-mail. Changes apply from
          the date stated; continuing to use the website after that date means you accept them.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of the State of New York, United States, without
          regard to its conflict-of-law rules, and the courts located in New York County, New York
          have jurisdiction over any dispute about them. This does not take away any protection you
          have under the mandatory consumer laws of the country where you live.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions about these terms? Write to{' '}
          <a href={`mailto:${settings.companyEmail}`}>{settings.companyEmail}</a>, call{' '}
          {settings.supportPhone}, or visit us at {settings.address}.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Terms of Service"
      description={`The terms for using the ${company} website, consultations, MVP estimates and paid online courses, including payments, refunds and governing law.`}
      path={paths.terms}
      updated="27 November 2026"
      intro={
        <p>
          These terms explain the rules for using the website of {company} and the services you can
          request through it. Please read them together with our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link> and{' '}
          <Link to={paths.cookiePolicy}>Cookie Policy</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
