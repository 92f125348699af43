import { WEBHOOK_MESSAGES } from '@apostille/domain';
import { isAllowedAddress, parseWebhookUrl, resolveWebhookTarget } from './webhook-address.js';

/** The SSRF rules without the loopback flag, as in production (the integration test runs with it on for its receiver). */
describe('webhook addresses', () => {
  it('allows public unicast addresses only', () => {
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']) expect(isAllowedAddress(address, false)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fd00::1',
      'fe80::1',
      '::',
      'ff02::1',
      '2002:7f00:1::1',
      'nonsense',
    ]) {
      expect({ address, allowed: isAllowedAddress(address, false) }).toEqual({ address, allowed: false });
    }
  });

  it('lets the loopback flag admit plain loopback only, never a mapped form', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', true)).toBe(false);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });

  it('refuses 127.0.0.1 and a host name resolving to loopback without the flag, and http without it', async () => {
    await expect(resolveWebhookTarget(parseWebhookUrl('https://127.0.0.1/hook', false), false)).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    await expect(resolveWebhookTarget(parseWebhookUrl('https://localhost/hook', false), false)).rejects.toThrow(WEBHOOK_MESSAGES.urlPrivate);
    expect(() => parseWebhookUrl('http://127.0.0.1:8080/hook', false)).toThrow(WEBHOOK_MESSAGES.urlInvalid);
    await expect(resolveWebhookTarget(parseWebhookUrl('http://localhost:8080/hook', true), true)).resolves.toMatchObject({
      address: expect.stringMatching(/^(127\.|::1$)/),
    });
  });
});
