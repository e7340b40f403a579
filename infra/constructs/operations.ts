import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

// What tells an operator something is wrong: alarms on API 5xx (a 5xx is a bug, design §4),
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
      'The API answered 5xx (a bug, design §4)',
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
}
