import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

// CloudFront's own metrics exist only in us-east-1, and an alarm can only read metrics of its own
// region, so the alarms on the site's edge live in a small stack there, with a topic of their own
// that the same alarm e-mail subscribes to (decision 011). The distribution's id comes from the main
// stack as a cross-region reference.

export interface EdgeAlarmsStackProps extends StackProps {
  distributionId: string;
  alarmEmail?: string;
}

export class EdgeAlarmsStack extends Stack {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.alarmTopic = new Topic(this, 'EdgeAlarmTopic', { enforceSSL: true });
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry no customer data; CloudWatch cannot publish to a topic encrypted with the AWS-managed key.',
    });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.alarmTopic);

    const cloudFront = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName,
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic,
        period: Duration.minutes(5),
      });

    new Alarm(this, 'CloudFront5xxRate', {
      metric: cloudFront('5xxErrorRate', 'Average'),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription:
        '5% or more of the site’s requests were answered 5xx in five minutes (origin, API or edge function).',
    }).addAlarmAction(notify);

    new Alarm(this, 'EdgeFunctionErrors', {
      metric: new MathExpression({
        expression: 'execution + validation',
        usingMetrics: {
          execution: cloudFront('LambdaExecutionError', 'Sum'),
          validation: cloudFront('LambdaValidationError', 'Sum'),
        },
        period: Duration.minutes(5),
        label: 'Lambda@Edge errors',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription:
        'The not-found Lambda@Edge function failed or answered something CloudFront could not use; its logs are in the region nearest the visitor.',
    }).addAlarmAction(notify);
  }
}
