import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { TechsiteStackProps } from '../../infra/stack-props';
import { TechsiteStack } from '../../infra/techsite-stack';

// One way to build the stack in tests: cdk.json's feature flags, no bundling (it is slow and
// proves nothing about the template), a fixed output folder, and props an operator could pass.

export const validProps: TechsiteStackProps = {
  env: { account: '111111111111', region: 'ap-south-1' },
  mailFrom: 'Nexora Technologies <no-reply@nexoratech.in>',
  phonePeApiVersion: 'v2',
  phonePeBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
};

/** The feature flags cdk.json gives every synth, so the tests see the template that deploys. */
const featureFlags = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

export function testApp(): App {
  return new App({
    context: { ...featureFlags, 'aws:cdk:bundling-stacks': [] },
    outdir: join(tmpdir(), 'techsite-infra-tests'),
  });
}

export function buildStack(overrides: Partial<TechsiteStackProps> = {}, app = testApp()) {
  const stack = new TechsiteStack(app, 'Techsite', { ...validProps, ...overrides });
  return { app, stack, template: Template.fromStack(stack) };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** The resources of one type, by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** The logical id of the one resource of `type` whose logical id starts with `prefix`. */
export function logicalIdStartingWith(template: Template, type: string, prefix: string): string {
  const ids = Object.keys(resourcesOfType(template, type)).filter((id) => id.startsWith(prefix));
  if (ids.length !== 1)
    throw new Error(`Expected one ${type} named ${prefix}*, found ${ids.length}`);
  return ids[0]!;
}

/**
 * A tiny stand-in for dist/web as the build makes it: the app shell carrying the theme script
 * to hash, a hashed asset and a public file; no pages (the render Lambda writes them).
 */
export function builtSiteFixture(): string {
  // A fresh folder each time, so no file of an older fixture is left in it.
  const dir = mkdtempSync(join(tmpdir(), 'techsite-infra-tests-site-'));
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'app-shell.html'),
    `<!doctype html><html><head><script>${themeScript}</script><style>${inlineStyle}</style><title>App</title></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}

export const themeScript = "document.documentElement.classList.add('dark');";
export const inlineStyle = 'body{margin:0}';

export interface PolicyStatementJson {
  Action: string | string[];
  Effect: string;
  Resource: unknown;
}

/** Every statement of the policies attached to a function's role, by the function's logical id. */
export function roleStatementsOf(template: Template, functionId: string): PolicyStatementJson[] {
  const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId];
  if (!fn) throw new Error(`No function ${functionId}`);
  const role = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) =>
      (policy.Properties!.Roles as Array<{ Ref: string }>).some((ref) => ref.Ref === role),
    )
    .flatMap(
      (policy) =>
        (policy.Properties!.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement,
    );
}

export const statementActions = (statement: PolicyStatementJson): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];
