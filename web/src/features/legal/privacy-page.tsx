import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { useSite } from '#web/lib/content/use-site';
import { LegalLayout, type LegalSection } from './components/legal-layout';

export function PrivacyPage() {
  const { settings } = useSite();
  const company = settings.companyName;
  const email = <a href={`mailto:${settings.companyEmail}`}>{settings.companyEmail}</a>;

  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {company}, {settings.address}, decides why and how the personal data described here is
          processed, and is its data fiduciary under India&apos;s Digital Personal Data Protection
          Act, 2023 (DPDP Act). You can reach us about privacy at {email}.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <>
          <p>
            We collect only what you give us through our forms, and what we need to run the site:
          </p>
          <ul>
            <li>
              <strong>Contact form:</strong> your name, e-mail address and message, and if you
              choose, your company, phone number and the service you are interested in.
            </li>
            <li>
              <strong>Consultation bookings:</strong> your name, e-mail address, the time you chose
              and an optional message.
            </li>
            <li>
              <strong>MVP estimate requests:</strong> your name, e-mail address, project idea and
              the options you chose in the calculator.
            </li>
            <li>
              <strong>Newsletter:</strong> your e-mail address, and your name if you give it.
            </li>
            <li>
              <strong>Job applications:</strong> your contact details, experience, cover letter,
              profile links and résumé.
            </li>
            <li>
              <strong>Course enrolments:</strong> your name, e-mail address, mobile number, city and
              state, the batch you chose and your payment status. Payments are handled by PhonePe;
              we never receive your card, UPI or bank details.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address and browser details in our server
              logs, used to keep the site secure and to limit abuse of our forms.
            </li>
            <li>
              <strong>Analytics, only with your consent:</strong> the pages you view and the forms
              you use, with the page address and the referring page.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: (
        <>
          <p>We use your personal data to:</p>
          <ul>
            <li>answer your enquiry, hold the consultation you booked and prepare estimates;</li>
            <li>deliver the courses you enrol in, issue tax invoices and certificates;</li>
            <li>assess your job application;</li>
            <li>send the newsletter you subscribed to, until you unsubscribe;</li>
            <li>keep the website secure and improve it, using analytics only if you agreed.</li>
          </ul>
          <p>
            We process your data with your consent, which you give by submitting a form or by
            accepting cookies, or where the DPDP Act otherwise allows it, such as to meet a legal
            obligation. You can withdraw consent at any time; this does not affect processing that
            has already taken place.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and analytics',
      body: (
        <p>
          We use storage that is strictly necessary for the site to work. Analytics, marketing and
          functional cookies are used only after you accept them in the cookie banner, and we send
          no analytics events without your consent. You can change your choice at any time; see our{' '}
          <Link to={paths.cookiePolicy}>Cookie Policy</Link>.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>We do not sell your personal data. We share it only with:</p>
          <ul>
            <li>
              service providers who host the website and store our data (Amazon Web Services, in its
              Mumbai region), send our e-mails, and process payments (PhonePe), under contracts that
              require them to protect it;
            </li>
            <li>authorities, when the law requires it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          We keep enquiries and estimate requests for up to two years after our last contact, job
          applications for up to one year, and newsletter details until you unsubscribe. Enrolment,
          payment and invoice records are kept for as long as Indian tax and accounting law
          requires. After that we delete or anonymise the data.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          Data is encrypted in transit and at rest, access is limited to staff who need it, and our
          systems are monitored. If a breach affects your personal data, we will inform you and the
          Data Protection Board of India as the DPDP Act requires.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>You have the right to:</p>
          <ul>
            <li>get a summary of the personal data we hold about you and how we use it;</li>
            <li>
              have inaccurate or incomplete data corrected, and data we no longer need erased;
            </li>
            <li>withdraw your consent, for example by unsubscribing from the newsletter;</li>
            <li>have a grievance about our handling of your data addressed;</li>
            <li>nominate someone to exercise these rights if you cannot.</li>
          </ul>
          <p>
            Write to us at {email}. We will answer within 30 days. If you are not satisfied with our
            answer, you may complain to the Data Protection Board of India.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Our website and services are not directed at children under 13, and we do not knowingly
          collect any personal data from children under 13. If you believe a child has sent us
          personal data, contact us and we will delete it. Learners under 18 may enrol in a course
          only with the verifiable consent of a parent or guardian.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we will publish the new version here with its date, and tell
          you by e-mail if the change affects how we use data you have already given us.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact and grievance officer',
      body: (
        <p>
          For any privacy question or grievance, contact our grievance officer at {email}, call{' '}
          {settings.supportPhone}, or write to {company}, {settings.address}.
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Privacy Policy"
      description={`How ${company} collects, uses and protects your personal data from forms, bookings and course enrolments, and your rights under India's DPDP Act.`}
      path={paths.privacy}
      updated="15 November 2026"
      intro={
        <p>
          Your privacy matters to us. This policy explains what personal data {company} collects
          when you use our website and services, why we collect it, and the choices and rights you
          have.
        </p>
      }
      sections={sections}
    />
  );
}
