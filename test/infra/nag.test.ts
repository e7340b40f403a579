import { Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { TechsiteStack } from '../../infra/techsite-stack';
import { builtSiteFixture, testApp, validProps } from './stack-fixture';

function nagCheckedStack(props = validProps) {
  const app = testApp();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new TechsiteStack(app, 'Techsite', props);
  return { app, stack };
}

describe('cdk-nag AwsSolutions checks', () => {
  it('find nothing unacknowledged in the stack, site deployment included', () => {
    const { app } = nagCheckedStack({ ...validProps, siteContentDir: builtSiteFixture() });
    expect(() => app.synth()).not.toThrow();
  });

  it('find nothing unacknowledged with a custom domain', () => {
    const { app } = nagCheckedStack({
      ...validProps,
      siteDomain: 'www.nexoratech.in',
      certificateArn:
        'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012',
    });
    expect(() => app.synth()).not.toThrow();
  });

  it('fail the synth on a finding nobody acknowledged', () => {
    const { app, stack } = nagCheckedStack();
    new Bucket(stack, 'UnloggedBucket');
    expect(() => app.synth()).toThrow();
  });
});
