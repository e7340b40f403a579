import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiAreas, jobLambdas } from '#lambdas/api-routes';
import { phonePeWebhookUsername } from '#shared/checkout/phonepe-webhook-credentials';
import { alarmedMetrics } from '#shared/operations/product-metrics';
import { buildStack, logicalIdStartingWith, resourcesOfType } from './stack-fixture';

const { template } = buildStack();

/** The generator options of the PhonePe secret, as the template gives them to Secrets Manager. */
function phonePeSecretGenerator(): Record<string, unknown> {
  const id = logicalIdStartingWith(
    template,
    'AWS::SecretsManager::Secret',
    'PaymentsPhonePeSecret',
  );
  const properties = resourcesOfType(template, 'AWS::SecretsManager::Secret')[id]!.Properties!;
  return properties.GenerateSecretString as Record<string, unknown>;
}

describe('payments', () => {
  it('keeps the PhonePe keys in a retained secret that starts without them', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: Match.objectLike({
        GenerateSecretString: Match.objectLike({
          GenerateStringKey: 'PHONEPE_WEBHOOK_PASSWORD',
        }),
      }),
    });
  });

  it('starts the PhonePe secret with a webhook user name PhonePe’s dashboard accepts', () => {
    const generator = phonePeSecretGenerator();
    const { PHONEPE_WEBHOOK_USERNAME } = JSON.parse(generator.SecretStringTemplate as string);
    expect(() => phonePeWebhookUsername.parse(PHONEPE_WEBHOOK_USERNAME)).not.toThrow();
  });

  it('generates a webhook password of 8–20 letters and digits, each always present', () => {
    const generator = phonePeSecretGenerator();
    expect(generator.PasswordLength).toBeGreaterThanOrEqual(8);
    expect(generator.PasswordLength).toBeLessThanOrEqual(20);
    expect(generator).toMatchObject({ ExcludePunctuation: true, RequireEachIncludedType: true });
    expect(generator.IncludeSpace).not.toBe(true);
    expect(generator.ExcludeNumbers).not.toBe(true);
    expect(generator.ExcludeLowercase && generator.ExcludeUppercase).not.toBe(true);
    expect(generator.ExcludeCharacters).toBeUndefined();
  });

  it('keeps the IRP credentials in a retained secret the operator fills', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: Match.objectLike({
        Description: Match.stringLikeRegexp('IRP_USERNAME, IRP_PASSWORD'),
        // A random placeholder until the operator pastes the JSON: never a value in the template.
        SecretString: Match.absent(),
      }),
    });
  });

  it('keeps the invoice-link key in a retained, generated secret', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'RetainExceptOnCreate',
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

describe('money documents', () => {
  it('retries a failed job twice, then keeps it in its failure queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^PaymentsMoneyDocumentsFunction') },
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: {
          Destination: {
            'Fn::GetAtt': [Match.stringLikeRegexp('^PaymentsMoneyDocumentsFailures'), 'Arn'],
          },
        },
      },
    });
  });

  it('draws PDFs in a Lambda of its own that may only read the media library’s pictures', () => {
    const pdfFunction = logicalIdStartingWith(
      template,
      'AWS::Lambda::Function',
      'PdfRenderPdfRenderFunction',
    );
    const variables = (
      resourcesOfType(template, 'AWS::Lambda::Function')[pdfFunction]!.Properties!.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;
    expect(Object.keys(variables).sort()).toEqual(
      ['LOG_LEVEL', 'MEDIA_BUCKET', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME'].sort(),
    );
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties!.Roles).includes('PdfRenderPdfRenderFunction'),
    );
    const actions = policies.flatMap((policy) =>
      (
        policy.Properties!.PolicyDocument as { Statement: { Action: string | string[] }[] }
      ).Statement.flatMap((statement) => statement.Action),
    );
    expect(
      actions.filter((action) => !action.startsWith('xray:') && !action.startsWith('logs:')),
    ).toEqual(['s3:GetObject']);
    expect(JSON.stringify(policies)).toMatch(/MediaBucket[^"]*","Arn"\]\},"\/\*\.png"/);
  });
});

describe('mail', () => {
  it('verifies the sending domain of mailFrom with SES', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'nexoratech.in',
      ConfigurationSetAttributes: Match.anyValue(),
    });
  });

  it('counts sends, deliveries, bounces, complaints and rejects of its configuration set in CloudWatch', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['send', 'delivery', 'bounce', 'complaint', 'reject'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            Match.objectLike({
              DimensionName: 'ses:configuration-set',
              DimensionValueSource: 'messageTag',
            }),
          ],
        },
      }),
    });
  });

  it.each([
    ['MailBounceRate', 'Bounce', 0.05],
    ['MailComplaintRate', 'Complaint', 0.001],
  ])('alarms on the %s as a share of sends, at SES’s review level', (id, event, threshold) => {
    const alarm = Object.entries(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).find(
      ([logicalId]) => logicalId.startsWith(`Operations${id}`),
    )?.[1];
    expect(alarm?.Properties).toMatchObject({
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: expect.stringMatching(/^OperationsAlarmTopic/) }],
    });
    const metrics = JSON.stringify(alarm!.Properties!.Metrics);
    expect(metrics).toContain('IF(sends >= 20, events / sends, 0)');
    expect(metrics).toContain(`"MetricName":"${event}"`);
    expect(metrics).toContain('"MetricName":"Send"');
    expect(metrics).toContain('"Namespace":"AWS/SES"');
  });

  it('lets the senders send through any of the account’s identities, as the SES sandbox asks', () => {
    const policies = JSON.stringify(resourcesOfType(template, 'AWS::IAM::Policy'));
    expect(policies).toContain(':identity/*');
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
      // The scheduled job, the money documents job, the PDF and the render Lambdas, the pools'
      // trigger Lambdas, the class reminders and the owner migration: every job Lambda.
      apiAreas.length + Object.keys(jobLambdas).length,
    );
  });

  it.each(alarmedMetrics)(
    'alarms on any %s the product counts in five minutes, notifying the alarm topic',
    (name) => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'Techsite',
        MetricName: name,
        Dimensions: [{ Name: 'service', Value: 'techsite' }],
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: Match.stringLikeRegexp('^OperationsAlarmTopic') }],
      });
    },
  );

  it('has every alarm notify the one topic the alarm e-mail subscribes to', () => {
    const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm');
    for (const [id, alarm] of Object.entries(alarms)) {
      expect(alarm.Properties!.AlarmActions, id).toEqual([
        { Ref: expect.stringMatching(/^OperationsAlarmTopic/) },
      ]);
    }
  });

  it('charts checkouts, revenue, forms and errors on the business dashboard', () => {
    const [dashboard] = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Dashboard'))
      .map((resource) => JSON.stringify(resource.Properties))
      .filter((body) => body.includes('techsite-business'));
    for (const name of [
      'CheckoutsStarted',
      'CheckoutsPaid',
      'RevenueRupees',
      'FormsReceived',
      ...alarmedMetrics,
    ]) {
      expect(dashboard).toContain(`\\"${name}\\"`);
    }
  });

  it('alarms when a money documents job fails every retry', () => {
    const queueId = logicalIdStartingWith(
      template,
      'AWS::SQS::Queue',
      'PaymentsMoneyDocumentsFailures',
    );
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^OperationsAlarmTopic') }],
    });
  });
});
