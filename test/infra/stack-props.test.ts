import { describe, expect, it } from 'vitest';
import { mailDomainOf } from '../../infra/stack-props';
import { buildStack } from './stack-fixture';

const certificateArn =
  'arn:aws:acm:us-east-1:111111111111:certificate/12345678-1234-1234-1234-123456789012';

describe('stack props', () => {
  it('take the SES domain from a "Name <address>" sender', () => {
    expect(mailDomainOf('Nexora Technologies <no-reply@NexoraTech.in>')).toBe('nexoratech.in');
  });

  it('refuse a sender that is not an address', () => {
    expect(() => buildStack({ mailFrom: 'Nexora Technologies' })).toThrow(/mailFrom must be/);
  });

  it('refuse an unknown PhonePe API version', () => {
    expect(() => buildStack({ phonePeApiVersion: 'v3' as 'v2' })).toThrow(
      /phonePeApiVersion must be "v2" or "v1"/,
    );
  });

  it('refuse a PhonePe base URL that is not https', () => {
    expect(() => buildStack({ phonePeBaseUrl: 'http://api.phonepe.com/apis/pg' })).toThrow(
      /phonePeBaseUrl must be an https URL/,
    );
  });

  it('refuse a site domain that is not a host name', () => {
    expect(() => buildStack({ siteDomain: 'https://www.nexoratech.in', certificateArn })).toThrow(
      /siteDomain must be a lower-case host name/,
    );
  });

  it('refuse a site domain without a certificate', () => {
    expect(() => buildStack({ siteDomain: 'www.nexoratech.in' })).toThrow(
      /siteDomain and certificateArn go together/,
    );
  });

  it('refuse a certificate outside us-east-1', () => {
    expect(() =>
      buildStack({
        siteDomain: 'www.nexoratech.in',
        certificateArn: certificateArn.replace('us-east-1', 'ap-south-1'),
      }),
    ).toThrow(/us-east-1/);
  });

  it('refuse an alarm address that is not an e-mail address', () => {
    expect(() => buildStack({ alarmEmail: 'ops' })).toThrow(/alarmEmail must be/);
  });
});
