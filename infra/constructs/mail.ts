import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct, type IConstruct } from 'constructs';
import { nagPartition } from './area-function';

// SES for the product's mail (lambdas/mail/mailer.ts): a verified domain identity (DKIM records to
// add at the DNS host, docs/deploy.md) and a configuration set that it uses by default, which
// counts sends, deliveries, bounces and complaints in CloudWatch and keeps the reputation rates
// the alarms read (infra/constructs/operations.ts).

/** The CloudWatch dimension SES counts this configuration set's events under. */
export const sesConfigurationSetDimension = 'ses:configuration-set';

export interface MailProps {
  /** The domain after the @ of MAIL_FROM. */
  domain: string;
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('CloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        {
          name: sesConfigurationSetDimension,
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: 'techsite',
        },
      ]),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });
    this.identity = new EmailIdentity(this, 'DomainIdentity', {
      identity: Identity.domain(props.domain),
      configurationSet: this.configurationSet,
    });
  }

  /**
   * Sending through the configuration set, and nothing else. SES authorises a send against every
   * identity it involves: ours as the sender and, while the account is in the SES sandbox, each
   * recipient's verified identity too, so the grant covers this account's identities in the
   * region, not only ours (docs/deploy.md: in the sandbox every send was refused).
   */
  grantSend(grantee: IGrantable & IConstruct): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' }),
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      }),
    );
    Validations.of(grantee).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${nagPartition(stack)}:ses:${stack.region}:${stack.account}:identity/*]`,
      reason:
        'SES checks the send against every identity involved, the verified recipients included while the account is in the SES sandbox; only verified identities of this account can match.',
    });
  }
}
