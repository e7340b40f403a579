import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStack, resourcesOfType } from './stack-fixture';

// Per decision 011: CloudFront's metrics exist only in us-east-1, so the alarms on the site's 5xx rate and
// on its Lambda@Edge function are in a stack there, notifying a topic the alarm e-mail subscribes.

const { app } = buildStack({ alarmEmail: 'ops@nexoratech.in' });
const edge = app.node.findChild('TechsiteEdgeAlarms') as Stack;
const template = Template.fromStack(edge);

const alarmOf = (prefix: string) =>
  Object.entries(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).find(([id]) =>
    id.startsWith(prefix),
  )?.[1].Properties;

describe('the edge alarms', () => {
  it('live in us-east-1, where CloudFront publishes its metrics', () => {
    expect(edge.region).toBe('us-east-1');
  });

  it('alarm when 5% or more of the distribution’s requests are answered 5xx in five minutes', () => {
    expect(alarmOf('CloudFront5xxRate')).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Period: 300,
      Threshold: 5,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: [
        { Name: 'DistributionId', Value: expect.anything() },
        { Name: 'Region', Value: 'Global' },
      ],
    });
  });

  it('alarm on any Lambda@Edge execution or validation error', () => {
    const alarm = alarmOf('EdgeFunctionErrors')!;
    expect(alarm).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    const metrics = JSON.stringify(alarm.Metrics);
    expect(metrics).toContain('"MetricName":"LambdaExecutionError"');
    expect(metrics).toContain('"MetricName":"LambdaValidationError"');
    expect(metrics).toContain('"Namespace":"AWS/CloudFront"');
  });

  it('notify a topic of their own region, which the alarm e-mail subscribes to', () => {
    for (const prefix of ['CloudFront5xxRate', 'EdgeFunctionErrors']) {
      expect(alarmOf(prefix)!.AlarmActions).toEqual([
        { Ref: expect.stringMatching(/^EdgeAlarmTopic/) },
      ]);
    }
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@nexoratech.in',
      TopicArn: { Ref: Match.stringLikeRegexp('^EdgeAlarmTopic') },
    });
  });
});
