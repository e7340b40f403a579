import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { sesConfigurationSetDimension } from './mail';
import {
  alarmedMetrics,
  metricsNamespace,
  metricsService,
  productMetrics,
  type AlarmedMetric,
  type ProductMetric,
} from '#shared/operations/product-metrics';

// What tells an operator something is wrong: alarms on API 5xx (a 5xx is a bug, docs/architecture.md §4),
// Lambda errors and throttles, failed scheduled runs, money documents and page renders, to one
// topic; and one dashboard.

export interface OperationsProps {
  httpApi: HttpApi;
  functions: NodejsFunction[];
  failedJobs: Queue;
  /** Invoices or credit notes not issued or mailed after every retry (money documents job). */
  failedDocuments: Queue;
  /** Table changes whose pages could not be rendered (infra/constructs/site-render.ts). */
  failedRenders: Queue;
  /** The SES configuration set every mail goes through (infra/constructs/mail.ts). */
  mailConfigurationSetName: string;
  alarmEmail?: string;
}

export class Operations extends Construct {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.alarmTopic = new Topic(this, 'AlarmTopic', { enforceSSL: true });
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry no customer data; CloudWatch cannot publish to a topic encrypted with the AWS-managed key, and a customer key costs more than it protects here.',
    });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.alarmTopic);
    const alarmOn = (alarmId: string, metric: IMetric, description: string, threshold = 1) =>
      new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(notify);

    const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
    alarmOn(
      'ApiServerErrors',
      props.httpApi.metricServerError(fiveMinutes),
      'The API answered 5xx (a bug, docs/architecture.md §4)',
      5,
    );
    for (const fn of props.functions) {
      const name = fn.node.id;
      alarmOn(`${name}Errors`, fn.metricErrors(fiveMinutes), `${name} threw`);
      alarmOn(`${name}Throttles`, fn.metricThrottles(fiveMinutes), `${name} was throttled`);
    }
    alarmOn(
      'ReconcileFailures',
      props.failedJobs.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      'Scheduled reconcile runs failed (messages in the failure queue)',
    );
    alarmOn(
      'MoneyDocumentsFailures',
      props.failedDocuments.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      'An invoice or credit note was not issued or mailed after every retry (docs/deploy.md, money documents)',
    );
    alarmOn(
      'SiteRenderFailures',
      props.failedRenders.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      'Published changes are not live: a render failed every retry (docs/deploy.md, live publishing)',
    );

    // The product's own failures, counted by the code (lambdas/lib/metrics.ts): any in five
    // minutes is worth a look.
    for (const name of alarmedMetrics) {
      alarmOn(`${name}Alarm`, productMetric(name), productMetricAlarms[name]);
    }
    this.mailReputationAlarms(props.mailConfigurationSetName, alarmOn);
    this.businessDashboard();

    new Dashboard(this, 'Dashboard', {
      dashboardName: 'techsite',
      widgets: [
        [
          new GraphWidget({
            title: 'API requests and errors',
            left: [
              props.httpApi.metricCount(fiveMinutes),
              props.httpApi.metricClientError(fiveMinutes),
              props.httpApi.metricServerError(fiveMinutes),
            ],
          }),
          new GraphWidget({
            title: 'API latency (p95)',
            left: [props.httpApi.metricLatency({ statistic: 'p95', period: Duration.minutes(5) })],
          }),
        ],
        [
          new GraphWidget({
            title: 'Lambda errors',
            left: props.functions.map((fn) => fn.metricErrors(fiveMinutes)),
          }),
          new GraphWidget({
            title: 'Lambda duration (p95)',
            left: props.functions.map((fn) =>
              fn.metricDuration({ statistic: 'p95', period: Duration.minutes(5) }),
            ),
          }),
        ],
      ],
    });
  }

  /**
   * Bounces and complaints as a share of what was sent, from the configuration set's events.
   * SES reviews an account from 5% bounces or 0.1% complaints and may pause it from 10% and 0.5%;
   * the alarms fire at the review levels, over six hours and once 20 mails went out, so one
   * mistyped address among a handful does not wake anyone.
   */
  private mailReputationAlarms(
    configurationSetName: string,
    alarmOn: (id: string, metric: IMetric, description: string, threshold?: number) => void,
  ): void {
    const sesEvent = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { [sesConfigurationSetDimension]: configurationSetName },
        statistic: 'Sum',
        period: Duration.hours(6),
      });
    const rateOf = (event: string, label: string) =>
      new MathExpression({
        expression: `IF(sends >= 20, events / sends, 0)`,
        usingMetrics: { sends: sesEvent('Send'), events: sesEvent(event) },
        period: Duration.hours(6),
        label,
      });
    alarmOn(
      'MailBounceRate',
      rateOf('Bounce', 'Bounce rate'),
      'SES bounce rate is 5% or more: SES reviews the account from 5% and may pause sending from 10%. Check for bad addresses (docs/deploy.md).',
      0.05,
    );
    alarmOn(
      'MailComplaintRate',
      rateOf('Complaint', 'Complaint rate'),
      'SES complaint rate is 0.1% or more: SES reviews the account from 0.1% and may pause sending from 0.5%.',
      0.001,
    );
  }

  /** Checkouts started and paid, revenue, forms received, and the product's errors, by the hour. */
  private businessDashboard(): void {
    const hourly = { period: Duration.hours(1) };
    const graph = (title: string, names: readonly ProductMetric[], label?: string) =>
      new GraphWidget({
        title,
        width: 12,
        left: names.map((name) => productMetric(name, hourly)),
        ...(label ? { leftYAxis: { label, showUnits: false } } : {}),
      });
    new Dashboard(this, 'BusinessDashboard', {
      dashboardName: 'techsite-business',
      widgets: [
        [
          graph('Checkouts started and paid', [
            productMetrics.checkoutsStarted,
            productMetrics.checkoutsPaid,
          ]),
          graph('Revenue (₹, incl. GST)', [productMetrics.revenue], '₹'),
        ],
        [graph('Forms received', [productMetrics.formsReceived]), graph('Errors', alarmedMetrics)],
      ],
    });
  }
}

/** What each failure alarm tells the operator, and where to look first. */
const productMetricAlarms: Record<AlarmedMetric, string> = {
  ServerErrors: 'The API answered 5xx: a bug or an outage. Read the API Lambdas’ error logs.',
  FailedMails: 'A notification e-mail could not be sent (SES). Read the sending Lambda’s logs.',
  ReconcileFailures: 'A step of the scheduled reconcile job failed. Read the reconcile logs.',
  PaymentsNeedingAttention:
    'A payment needs an admin: an amount mismatch, or a late payment on a full batch (Payments).',
  RefundFailures: 'PhonePe declined or failed a refund; retry it from admin Payments.',
  FailedPageRenders: 'A published change could not be rendered to its pages (docs/deploy.md).',
  EInvoicesPending:
    'A B2B invoice or credit note has had no IRN for half an hour: the IRP refuses or is down (docs/deploy.md, E-invoicing).',
};

/** A product metric as every Lambda emits it: namespace Techsite, dimension service=techsite. */
function productMetric(name: ProductMetric, options: { period?: Duration } = {}): Metric {
  return new Metric({
    namespace: metricsNamespace,
    metricName: name,
    dimensionsMap: { service: metricsService },
    statistic: 'Sum',
    period: options.period ?? Duration.minutes(5),
  });
}
