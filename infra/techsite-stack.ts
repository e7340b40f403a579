import { CfnOutput, Lazy, Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
import { EdgeAlarmsStack } from './edge-alarms-stack';
import type { AreaDependencies } from './constructs/area-function';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { LambdaDefaults } from './constructs/lambda-defaults';
import { LearnerAuth } from './constructs/learner-auth';
import { ClassReminders } from './constructs/class-reminders';
import { Mail } from './constructs/mail';
import { Operations } from './constructs/operations';
import { Payments } from './constructs/payments';
import { PdfRender } from './constructs/pdf-render';
import { Site } from './constructs/site';
import { SiteRender } from './constructs/site-render';
import { mailDomainOf, validateStackProps, type TechsiteStackProps } from './stack-props';

// The whole product on AWS (docs/architecture.md §2), one stack of constructs by concern.

export class TechsiteStack extends Stack {
  constructor(scope: Construct, id: string, props: TechsiteStackProps) {
    validateStackProps(props);
    // The edge alarms' stack in us-east-1 reads the distribution's id across regions.
    super(scope, id, { ...props, crossRegionReferences: true });

    const siteOrigin = props.siteDomain ? `https://${props.siteDomain}` : undefined;
    const data = new Data(this, 'Data', {
      // Without a custom domain the CloudFront host is only known after deploy, and naming it
      // here would be a dependency cycle; a presigned URL is the real guard on an upload anyway.
      uploadOrigins: siteOrigin ? [siteOrigin] : ['https://*.cloudfront.net'],
    });
    const mail = new Mail(this, 'Mail', { domain: mailDomainOf(props.mailFrom) });
    const payments = new Payments(this, 'Payments');
    const defaults = new LambdaDefaults(this, 'LambdaDefaults');

    // The API must exist before the site (CloudFront's /api/* origin), yet the Lambdas need the
    // site's URL: a lazy value, filled in once the distribution exists, so there is no cycle.
    const deferred: { distributionUrl?: string } = {};
    const siteUrl =
      siteOrigin ??
      Lazy.string({
        produce: () => {
          if (!deferred.distributionUrl)
            throw new Error('The site URL is read before the site exists');
          return deferred.distributionUrl;
        },
      });
    const withoutLearnerPool: AreaDependencies = {
      defaults,
      table: data.table,
      mediaBucket: data.mediaBucket,
      resumesBucket: data.resumesBucket,
      mail,
      mailFrom: props.mailFrom,
      phonePeSecret: payments.phonePeSecret,
      invoiceLinkSecret: payments.invoiceLinkSecret,
      irpSecret: payments.irpSecret,
      phonePeApiVersion: props.phonePeApiVersion,
      phonePeBaseUrl: props.phonePeBaseUrl,
      siteUrl,
    };
    // The admins' pool, its sign-in triggers and the migration of `admin` to `owner` (decision 021).
    const auth = new Auth(this, 'Auth', withoutLearnerPool);
    // The learners' pool, apart from the admins' (decision 014); its challenge Lambda is built
    // from the dependencies before the pool exists, and the API's sign-in Lambda calls the pool.
    const learnerAuth = new LearnerAuth(this, 'LearnerAuth', withoutLearnerPool);
    const dependencies: AreaDependencies = { ...withoutLearnerPool, learnerIdentity: learnerAuth };

    const api = new Api(this, 'Api', {
      ...dependencies,
      userPool: auth.userPool,
      webClient: auth.webClient,
      learnerIdentity: learnerAuth,
    });
    const site = new Site(this, 'Site', {
      httpApi: api.httpApi,
      originVerifySecret: api.originVerifySecret,
      logsBucket: data.logsBucket,
      mediaBucket: data.mediaBucket,
      connectSources: [
        `https://cognito-idp.${this.region}.amazonaws.com`,
        `https://${data.mediaBucket.bucketRegionalDomainName}`,
        `https://${data.resumesBucket.bucketRegionalDomainName}`,
      ],
      siteDomain: props.siteDomain,
      certificateArn: props.certificateArn,
      siteContentDir: props.siteContentDir,
      runtimeConfig: {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.webClient.userPoolClientId,
      },
    });
    deferred.distributionUrl = `https://${site.distribution.distributionDomainName}`;
    const reconcile = payments.addReconcileJob(dependencies);
    new ClassReminders(this, 'ClassReminders', dependencies);
    const moneyDocuments = payments.addMoneyDocumentsJob(dependencies);
    // Whoever confirms a payment or settles a refund hands its documents on to the job...
    for (const dispatcher of [
      api.functionOf('payments'),
      api.functionOf('admin-sales'),
      reconcile.fn,
    ]) {
      moneyDocuments.grantDispatch(dispatcher);
    }
    // ...and whoever issues a document or serves its download has it drawn as a PDF.
    const pdfRender = new PdfRender(this, 'PdfRender', {
      defaults,
      mediaBucket: data.mediaBucket,
    });
    for (const caller of [
      moneyDocuments.fn,
      api.functionOf('payments'),
      reconcile.fn,
      // A certificate is drawn when an admin completes a learner, and whenever it is downloaded.
      api.functionOf('admin-learning'),
      api.functionOf('certificates'),
    ]) {
      pdfRender.grantInvoke(caller);
    }
    const siteRender = new SiteRender(this, 'SiteRender', {
      defaults,
      table: data.table,
      siteBucket: site.bucket,
      mediaBucket: data.mediaBucket,
      distribution: site.distribution,
      siteUrl,
      deployments: site.deployments,
    });

    new Operations(this, 'Operations', {
      httpApi: api.httpApi,
      functions: defaults.functions,
      failedJobs: reconcile.failures,
      failedDocuments: moneyDocuments.failures,
      failedRenders: siteRender.failures,
      mailConfigurationSetName: mail.configurationSet.configurationSetName,
      alarmEmail: props.alarmEmail,
    });

    new EdgeAlarmsStack(scope, `${id}EdgeAlarms`, {
      env: { account: this.account, region: 'us-east-1' },
      description:
        'Alarms on the site’s CloudFront distribution and edge function (us-east-1 only)',
      distributionId: site.distribution.distributionId,
      alarmEmail: props.alarmEmail,
    });

    const outputs: Record<string, string> = {
      SiteUrl: siteUrl,
      DistributionDomainName: site.distribution.distributionDomainName,
      DistributionId: site.distribution.distributionId,
      ApiUrl: api.httpApi.apiEndpoint,
      UserPoolId: auth.userPool.userPoolId,
      UserPoolClientId: auth.webClient.userPoolClientId,
      LearnerUserPoolId: learnerAuth.userPool.userPoolId,
      LearnerClientId: learnerAuth.client.userPoolClientId,
      TableName: data.table.tableName,
      SiteBucketName: site.bucket.bucketName,
      SiteRenderFunctionName: siteRender.fn.functionName,
      SiteRenderFailuresQueueUrl: siteRender.failures.queueUrl,
      PdfRenderFunctionName: pdfRender.fn.functionName,
      MoneyDocumentsFunctionName: moneyDocuments.fn.functionName,
      MoneyDocumentsFailuresQueueUrl: moneyDocuments.failures.queueUrl,
      MediaBucketName: data.mediaBucket.bucketName,
      ResumesBucketName: data.resumesBucket.bucketName,
      PhonePeSecretArn: payments.phonePeSecret.secretArn,
      IrpSecretArn: payments.irpSecret.secretArn,
      PhonePeWebhookUrl: `${siteUrl}/api/payments/phonepe/webhook`,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
