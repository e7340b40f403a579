import type { StackProps } from 'aws-cdk-lib';

// What an operator chooses per deployment (docs/deploy.md); everything else is fixed by the code.

export type PhonePeApiVersion = 'v2' | 'v1';

export interface TechsiteStackProps extends StackProps {
  /** The sender of every e-mail, e.g. `Nexora Technologies <no-reply@nexoratech.in>`. */
  mailFrom: string;
  phonePeApiVersion: PhonePeApiVersion;
  /** PhonePe's API base: UAT (`https://api-preprod.phonepe.com/apis/pg-sandbox`) or production. */
  phonePeBaseUrl: string;
  /** A custom domain for the site, e.g. `www.nexoratech.in`; needs `certificateArn`. */
  siteDomain?: string;
  /** An ACM certificate in us-east-1 covering `siteDomain` (CloudFront only reads that region). */
  certificateArn?: string;
  /** The built site (`dist/web`); without it the stack deploys no site content (tests, first synth). */
  siteContentDir?: string;
  /** Who hears about alarms; without it the alarm topic has no subscriber. */
  alarmEmail?: string;
}

const hostname = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const emailAddress = /^[^\s@<>]+@((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/i;
const mailbox = /^(?:[^<>]+\s)?<([^<>\s]+)>$/;
const usEast1Certificate = /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;

/** The domain SES must verify to send as `mailFrom` (the part after @). */
export function mailDomainOf(mailFrom: string): string {
  const address = mailbox.exec(mailFrom.trim())?.[1] ?? mailFrom.trim();
  const domain = emailAddress.exec(address)?.[1];
  if (!domain) {
    throw new Error(
      `mailFrom must be an address or "Name <address>", e.g. "Nexora Technologies <no-reply@nexoratech.in>"; got "${mailFrom}"`,
    );
  }
  return domain.toLowerCase();
}

/** Throws a message naming the prop and what it expects; called before anything is built. */
export function validateStackProps(props: TechsiteStackProps): void {
  mailDomainOf(props.mailFrom);
  if (props.phonePeApiVersion !== 'v2' && props.phonePeApiVersion !== 'v1') {
    throw new Error(
      `phonePeApiVersion must be "v2" or "v1"; got "${String(props.phonePeApiVersion)}"`,
    );
  }
  let phonePeUrl: URL | undefined;
  try {
    phonePeUrl = new URL(props.phonePeBaseUrl);
  } catch {
    phonePeUrl = undefined;
  }
  if (phonePeUrl?.protocol !== 'https:') {
    throw new Error(`phonePeBaseUrl must be an https URL; got "${props.phonePeBaseUrl}"`);
  }
  if (props.siteDomain !== undefined && !hostname.test(props.siteDomain)) {
    throw new Error(
      `siteDomain must be a lower-case host name such as "www.nexoratech.in"; got "${props.siteDomain}"`,
    );
  }
  if ((props.siteDomain === undefined) !== (props.certificateArn === undefined)) {
    throw new Error('siteDomain and certificateArn go together: give both or neither');
  }
  if (props.certificateArn !== undefined && !usEast1Certificate.test(props.certificateArn)) {
    throw new Error(
      `certificateArn must be an ACM certificate in us-east-1 (CloudFront reads no other region); got "${props.certificateArn}"`,
    );
  }
  if (props.alarmEmail !== undefined && !emailAddress.test(props.alarmEmail)) {
    throw new Error(`alarmEmail must be an e-mail address; got "${props.alarmEmail}"`);
  }
}
