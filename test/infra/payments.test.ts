import { Match } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { apiAreas } from '../../lambdas/api-routes';
import { buildStack, logicalIdStartingWith } from './stack-fixture';

const { template } = buildStack();

describe('payments', () => {
  it('keeps the PhonePe keys in a retained secret that starts without them', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        GenerateSecretString: Match.objectLike({
          GenerateStringKey: 'PHONEPE_WEBHOOK_PASSWORD',
          SecretStringTemplate: JSON.stringify({ PHONEPE_WEBHOOK_USERNAME: 'techsite-webhook' }),
        }),
      }),
    });
  });

  it('keeps the invoice-link key in a retained, generated secret', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        Description: Match.stringLikeRegexp('invoice download links'),
        GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
      }),
    });
  });

  it('runs the reconcile job every minute', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PaymentsReconcileFunction'), 'Arn'] },
          DeadLetterConfig: {
            Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PaymentsReconcileFailures'), 'Arn'] },
          },
        }),
      ],
    });
  });

  it('sends a failed reconcile run to the failure queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^PaymentsReconcileFunction') },
      MaximumRetryAttempts: 0,
      DestinationConfig: {
        OnFailure: {
          Destination: {
            'Fn::GetAtt': [Match.stringLikeRegexp('^PaymentsReconcileFailures'), 'Arn'],
          },
        },
      },
    });
  });
});

describe('mail', () => {
  it('verifies the sending domain of mailFrom with SES', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'nexoratech.in',
      ConfigurationSetAttributes: Match.anyValue(),
    });
  });
});

describe('operations', () => {
  it('alarms on API 5xx', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Namespace: 'AWS/ApiGateway',
    });
  });

  it('alarms on failed reconcile runs', () => {
    const queueId = logicalIdStartingWith(template, 'AWS::SQS::Queue', 'PaymentsReconcileFailures');
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^OperationsAlarmTopic') }],
    });
  });

  it('alarms on throttles of every Lambda, the scheduled and render ones included', () => {
    template.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { MetricName: 'Throttles', Namespace: 'AWS/Lambda' },
      apiAreas.length + 2,
    );
  });
});
