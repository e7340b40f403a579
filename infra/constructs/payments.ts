import { Duration, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { keepData } from './keep-data';
import { Construct } from 'constructs';
import { areaFunction, logicalIdOf, type AreaDependencies } from './area-function';

// PhonePe's keys and the tax-document links' signing key, kept in Secrets Manager (docs/product.md §11), never in
// the template or the repository. The operator fills the PhonePe secret after the first deploy.

export class Payments extends Construct {
  /** A JSON object with the environment's names (lambdas/checkout-payments/phonepe/payment-config.ts). */
  readonly phonePeSecret: Secret;
  readonly invoiceLinkSecret: Secret;
  /** The IRP's API credentials as JSON (lambdas/checkout-payments/e-invoicing/irp-config.ts). */
  readonly irpSecret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.phonePeSecret = new Secret(this, 'PhonePeSecret', {
      description:
        'PhonePe keys as JSON: v2 PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD; v1 PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX (docs/deploy.md)',
      // Starts with a webhook user name and generated password to enter in PhonePe's dashboard;
      // the rest is added by the operator, and until then payments fail with the missing names.
      // The dashboard takes a user name of 5–20 letters, digits or underscores and a password of
      // 8–20 characters with letters and digits (shared/checkout/phonepe-webhook-credentials.ts).
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ PHONEPE_WEBHOOK_USERNAME: 'techsite_webhook' }),
        generateStringKey: 'PHONEPE_WEBHOOK_PASSWORD',
        passwordLength: 20,
        excludePunctuation: true,
        includeSpace: false,
        // At least one of each included type: upper and lower case letters and digits.
        requireEachIncludedType: true,
      },
      removalPolicy: keepData,
    });
    Validations.of(this.phonePeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'PhonePe issues these keys; they can only be rotated in PhonePe’s dashboard, then pasted here by an operator.',
    });

    // Filled by the operator once the company must e-invoice (docs/deploy.md); until then, and
    // while the switch in Settings is off, nothing reads it (decision 027).
    this.irpSecret = new Secret(this, 'IrpSecret', {
      description:
        'E-invoice (IRP) API credentials as JSON: IRP_BASE_URL, IRP_CLIENT_ID, IRP_CLIENT_SECRET, IRP_USERNAME, IRP_PASSWORD, IRP_PUBLIC_KEY (docs/deploy.md)',
      removalPolicy: keepData,
    });
    Validations.of(this.irpSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The IRP (or the GSP) issues these credentials; they are changed on its portal, then pasted here by an operator.',
    });

    this.invoiceLinkSecret = new Secret(this, 'InvoiceLinkSecret', {
      description:
        'Signs invoice download links and credit-note links (lambdas/checkout-payments/tax-documents/document-links.ts)',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      removalPolicy: keepData,
    });
    Validations.of(this.invoiceLinkSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by hand (docs/deploy.md): links also open with the previous key, and a mailed link lives 30 days, so rotating more often than monthly would break links still in their life (decision 020).',
    });
  }

  /**
   * The scheduled job (lambdas/checkout-payments/handlers/reconcile.ts): every minute it releases lapsed seat holds
   * and asks PhonePe about pending payments. A failed run lands in a queue the alarms watch; the
   * next minute's run tries again, so the Lambda itself does not retry.
   */
  addReconcileJob(dependencies: AreaDependencies): { fn: NodejsFunction; failures: Queue } {
    const failures = this.failureQueue('ReconcileFailures', 'the reconcile job');
    const fn = areaFunction(this, 'reconcile', dependencies, Duration.seconds(50));
    fn.configureAsyncInvoke({
      retryAttempts: 0,
      maxEventAge: Duration.minutes(2),
      onFailure: new SqsDestination(failures),
    });
    new Rule(this, 'ReconcileSchedule', {
      description:
        'Releases lapsed seat holds and reconciles pending payments (docs/architecture.md §2)',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [
        new LambdaFunction(fn, {
          deadLetterQueue: failures,
          retryAttempts: 2,
          maxEventAge: Duration.minutes(2),
        }),
      ],
    });
    return { fn, failures };
  }

  /**
   * The money documents job (lambdas/checkout-payments/handlers/money-documents.ts): invoices, credit notes and
   * their e-mails, invoked asynchronously after a webhook or a refund is answered, so PhonePe
   * never waits on a PDF or SES. Lambda retries a failed job twice; then it lands in a queue the
   * alarms watch, and the scheduled job finishes any document still missing.
   */
  addMoneyDocumentsJob(dependencies: AreaDependencies): MoneyDocumentsJob {
    const failures = this.failureQueue('MoneyDocumentsFailures', 'the money documents job');
    const fn = areaFunction(this, 'money-documents', dependencies, Duration.seconds(60));
    fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(failures),
    });
    return {
      fn,
      failures,
      grantDispatch(caller: NodejsFunction) {
        fn.grantInvoke(caller);
        caller.addEnvironment(moneyDocumentsFunctionVariable, fn.functionName);
        Validations.of(caller).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(fn)}.Arn>:*]`,
          reason:
            'grantInvoke allows every version and alias of the one money documents Lambda; nothing else can be invoked.',
        });
      },
    };
  }

  /** Where a job's failed runs are kept 14 days, for the alarms and the operator. */
  private failureQueue(id: string, job: string): Queue {
    const queue = new Queue(this, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue is itself the failure destination of ${job}.`,
    });
    return queue;
  }
}

/** How dispatchers find the job (lambdas/checkout-payments/tax-documents/money-documents.ts reads this variable). */
export const moneyDocumentsFunctionVariable = 'MONEY_DOCUMENTS_FUNCTION_NAME';

export interface MoneyDocumentsJob {
  fn: NodejsFunction;
  failures: Queue;
  /** Lets `caller` hand jobs on, and tells it the function's name. */
  grantDispatch(caller: NodejsFunction): void;
}
