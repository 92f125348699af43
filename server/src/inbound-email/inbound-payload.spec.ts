import { stripQuotedText } from '../messaging/quoted-text.js';
import { readInboundPayload } from './inbound-payload.js';

describe('inbound e-mail payloads', () => {
  it('keeps only the new part of a reply: no quoted history, no signature', () => {
    expect(stripQuotedText('Yes please.\r\n\r\nOn Mon, 23 Nov 2026 at 10:00, Desk <desk@example.com> wrote:\r\n> Shall we?\r\n')).toBe('Yes please.');
    expect(stripQuotedText('Fine.\n-----Original Message-----\nFrom: Desk')).toBe('Fine.');
    expect(stripQuotedText('Thanks!\n-- \nGrace Hopper\nRear Admiral')).toBe('Thanks!');
    expect(stripQuotedText('Line one\n> quoted\nLine two')).toBe('Line one\nLine two');
    // A message made only of quotes keeps its text rather than arriving empty.
    expect(stripQuotedText('> only a quote')).toBe('> only a quote');
  });

  it('reads Postmark JSON, with the signed reply address among the recipients and a safe Message-ID', () => {
    const email = readInboundPayload({
      FromFull: { Email: 'grace@example.com', Name: 'Grace Hopper' },
      ToFull: [{ Email: 'support+c7.0123456789abcdef@apostille.example' }],
      Subject: 'Re: Your order',
      TextBody: 'Thanks\n\nOn Monday Desk wrote:\n> earlier',
      Headers: [{ Name: 'Message-ID', Value: '<abc@mail.example.com>' }],
    });
    expect(email).toEqual({
      fromEmail: 'grace@example.com',
      fromName: 'Grace Hopper',
      recipients: ['support+c7.0123456789abcdef@apostille.example'],
      subject: 'Re: Your order',
      content: 'Thanks',
      messageId: '<abc@mail.example.com>',
    });
  });

  it('reads flat JSON (from/to/text) and drops a Message-ID that could inject headers', () => {
    const email = readInboundPayload({
      from: '"Ada L" <ada@example.com>',
      to: 'support@apostille.example, other@example.com',
      subject: 'Hello',
      text: 'Body',
      'Message-Id': '<x@y>\r\nBcc: victim@example.com',
    });
    expect(email).toMatchObject({
      fromEmail: 'ada@example.com',
      fromName: 'Ada L',
      recipients: ['support@apostille.example', 'other@example.com'],
      messageId: null,
    });
  });

  it('answers null without a sender or a body', () => {
    expect(readInboundPayload({ Subject: 'x', TextBody: 'y' })).toBeNull();
    expect(readInboundPayload({ From: 'a@example.com' })).toBeNull();
    expect(readInboundPayload([])).toBeNull();
    expect(readInboundPayload('text')).toBeNull();
  });
});
