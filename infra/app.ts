import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repositoryRoot } from './constructs/lambda-defaults';
import type { PhonePeApiVersion } from './stack-props';
import { TechsiteStack } from './techsite-stack';
import { appShellFile } from '#shared/operations/site-files';

// `npx cdk synth|deploy` runs this (cdk.json). Per-deployment choices come as context
// (`-c siteDomain=www.example.in`) or environment variables of the same name in capitals
// (docs/deploy.md); without credentials the stack synthesises for a placeholder account.

const app = new App();

function setting(name: string, environmentName: string): string | undefined {
  const fromContext: unknown = app.node.tryGetContext(name);
  const value = typeof fromContext === 'string' ? fromContext : process.env[environmentName];
  return value?.trim() ? value.trim() : undefined;
}

const builtSite = join(repositoryRoot, 'dist', 'web');
// The build is the app shell and its assets; the pages are rendered from the table after deploy.
const siteContentDir = existsSync(join(builtSite, appShellFile)) ? builtSite : undefined;
if (!siteContentDir) {
  console.warn('dist/web is not built: the stack will deploy no site content (run npm run build).');
}

new TechsiteStack(app, setting('stackName', 'STACK_NAME') ?? 'Techsite', {
  env: {
    account: process.env.CDK_DEPLOY_ACCOUNT ?? process.env.CDK_DEFAULT_ACCOUNT ?? '111111111111',
    // Mumbai unless chosen: the CLI's own default region is us-east-1, far from the visitors.
    region: setting('region', 'CDK_DEPLOY_REGION') ?? 'ap-south-1',
  },
  description: 'Nexora Technologies website and course shop (docs/architecture.md §2)',
  mailFrom: setting('mailFrom', 'MAIL_FROM') ?? 'Nexora Technologies <no-reply@nexoratech.in>',
  phonePeApiVersion: (setting('phonePeApiVersion', 'PHONEPE_API_VERSION') ??
    'v2') as PhonePeApiVersion,
  phonePeBaseUrl:
    setting('phonePeBaseUrl', 'PHONEPE_BASE_URL') ??
    'https://api-preprod.phonepe.com/apis/pg-sandbox',
  siteDomain: setting('siteDomain', 'SITE_DOMAIN'),
  certificateArn: setting('certificateArn', 'CERTIFICATE_ARN'),
  alarmEmail: setting('alarmEmail', 'ALARM_EMAIL'),
  siteContentDir,
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
