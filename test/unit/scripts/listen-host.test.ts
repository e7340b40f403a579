import { describe, expect, it } from 'vitest';
import { exposureWarning, httpUrl, isLoopback, siteUrl } from '#scripts/local/listen-host';
import { parseLocalSettings } from '#scripts/local/settings';

describe('where the local stack listens', () => {
  it('is loopback unless HOST says otherwise', () => {
    expect(parseLocalSettings({}).HOST).toBe('127.0.0.1');
    expect(parseLocalSettings({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses a HOST that is no IP address, naming it', () => {
    expect(() => parseLocalSettings({ HOST: 'my-laptop' })).toThrow(
      /HOST: an IP address to listen on/,
    );
  });

  it('counts 127.0.0.0/8 and ::1 as loopback, and nothing else', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['0.0.0.0', '::', '192.168.1.20', 'fd00::2', '::ffff:10.0.0.1'].map(isLoopback)).toEqual(
      [false, false, false, false, false],
    );
  });

  it('warns that codes and the outbox are open to the network when HOST is not loopback', () => {
    expect(exposureWarning('127.0.0.1')).toBeUndefined();
    expect(exposureWarning('0.0.0.0')).toMatch(/sign-in code.*\/dev\/outbox/);
    expect(exposureWarning('192.168.1.20')).toContain('HOST=192.168.1.20');
  });

  it('gives addresses this machine reaches: loopback for every interface, the address itself otherwise', () => {
    expect(siteUrl('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(siteUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(siteUrl('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(httpUrl('::', 9229)).toBe('http://127.0.0.1:9229');
    expect(httpUrl('::1', 9229)).toBe('http://[::1]:9229');
    expect(httpUrl('127.0.0.1', 4569)).toBe('http://127.0.0.1:4569');
  });
});
