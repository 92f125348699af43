import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { documentRouteViews } from '@apostille/domain';
import { ccpaReceivedMail } from '../../ccpa/ccpa-mail.js';
import { contactAcknowledgementMail } from '../../contact/contact-mail.js';
import { passwordResetMail, registrationAttemptMail, verificationMail } from '../../customers/customer-mails.js';
import { conversationAcknowledgementMail, conversationReplyMail } from '../../messaging/conversation-mails.js';
import { orderConfirmationMail, type ConfirmationMailInput } from '../../orders/order-confirmation-mail.js';
import { paymentLinkMail } from '../../payments/payment-links/payment-link-mail.js';
import { refundMail } from '../../payments/refund-mail.js';
import { routeChangeMail } from '../../route-watch/route-change-mail.js';
import { wholesaleApplicationMail } from '../../wholesale/wholesale-mail.js';
import { customerNotificationMail } from '../../customer-notifications/customer-notification-mails.js';
import type { NewOutboxMail } from '../outbox.service.js';
import { statusChangeMail, type StatusChangeMailInput } from '../status-change-mail.js';
import { configureMailBrand } from './brand.js';

/**
 * Every customer e-mail, built by its real builder from fixed inputs on a fixed clock: snapshots of
 * both parts, escaping of what customers and staff typed, and the parts every e-mail must carry.
 */

const SUPPORT = 'help@apostille.example';
const PUBLIC_URL = 'https://apostille.example';
const SIGNATURE = 'The Apostille Services team';

const order = {
  id: 7,
  orderNumber: 'APO-2026-042',
  customerFirstName: 'Ada',
  customerLastName: 'Lovelace',
  customerEmail: 'ada@example.com',
  serviceLevel: 'fast',
  shippingCountry: 'United States',
  originalsReceivedAt: null,
};
/** The day the e-mails are written: before the originals arrive, "posted today" counts from it. */
const WRITTEN_AT = new Date('2026-12-17T15:00:00Z');

function confirmationInput(names: { first: string; last: string; file: string } = { first: 'Ada', last: 'Lovelace', file: 'birth-certificate.pdf' }) {
  return {
    order: {
      orderNumber: 'APO-2026-042',
      customerFirstName: names.first,
      customerLastName: names.last,
      customerEmail: 'ada@example.com',
      destinationCountry: 'Spain',
      serviceLevel: 'fast',
      shippingCountry: 'United States',
      documentCount: 2,
      selectedShippingRate: { rateId: 'fallback-usps-priority-flat', cost: 9.45, serviceDescription: 'USPS Priority Mail Flat Rate Envelope' },
      serviceLevelPriceCents: 22700,
      additionalDocumentPriceCents: 6500,
      stateFeesCents: 2000,
      shippingPriceCents: 945,
      deliveryPriceCents: 0,
      discountCents: 500,
      totalAmountCents: 31645,
    },
    serviceLevelName: 'Fast Service',
    // The birth certificate was scanned as two files: listed once, with both.
    documents: [
      { originalName: names.file, documentType: 'Birth Certificate', documentNumber: 1 },
      { originalName: 'birth-certificate-back.pdf', documentType: 'Birth Certificate', documentNumber: 1 },
      { originalName: 'diploma.pdf', documentType: 'College Diploma', documentNumber: 2 },
    ],
    additionalServiceLines: [
      { type: 'scanning', name: 'Document scanning', priceCents: 0 },
      { type: 'translation', name: 'Translation', priceCents: 0 },
    ],
    supportEmail: SUPPORT,
    publicUrl: PUBLIC_URL,
    now: WRITTEN_AT,
  } as ConfirmationMailInput;
}

/** An order priced by route: an FBI check and a Florida birth certificate for the UAE (no apostille there). */
function routedConfirmationInput(): ConfirmationMailInput {
  const input = confirmationInput();
  const routes = documentRouteViews({
    documents: [{ documentType: 'FBI Background Check' }, { documentType: 'Birth Certificate', issuer: { kind: 'us-state', state: 'FL' } }],
    destinationCountry: 'United Arab Emirates',
    date: new Date('2026-11-26T12:00:00Z'),
  }).map((route) => ({ ...route, asOf: '2026-11-26' }));
  const stateFeesCents = routes.reduce((sum, route) => sum + route.knownFeesCents, 0);
  return {
    ...input,
    order: {
      ...input.order,
      destinationCountry: 'United Arab Emirates',
      stateFeesCents,
      totalAmountCents: input.order.totalAmountCents - input.order.stateFeesCents + stateFeesCents,
      documentRoutes: routes,
    },
    documents: [
      { originalName: 'fbi-check.pdf', documentType: 'FBI Background Check' },
      { originalName: 'birth-certificate.pdf', documentType: 'Birth Certificate' },
    ],
  };
}

const statusInput = (to: StatusChangeMailInput['to']): StatusChangeMailInput => ({ order, to, publicUrl: PUBLIC_URL, now: WRITTEN_AT });

/** Every kind of customer e-mail the server writes, by name. */
function everyMail(): Record<string, NewOutboxMail> {
  return {
    'order confirmation': orderConfirmationMail(confirmationInput()),
    'order confirmation, priced by route': orderConfirmationMail(routedConfirmationInput()),
    'status change, in progress': statusChangeMail(statusInput('processing')),
    'status change, done': statusChangeMail(statusInput('shipped')),
    'payment reminder': customerNotificationMail(
      order,
      { type: 'payment-reminder', amountCents: 2500, description: 'Extra copy', paymentUrl: `${PUBLIC_URL}/pay/tok-1` },
      PUBLIC_URL,
    ),
    'document ready': customerNotificationMail(order, { type: 'document-ready', documentType: 'Birth Certificate' }, PUBLIC_URL),
    'delivery confirmation': customerNotificationMail(order, { type: 'delivery-confirmation', trackingNumber: '1Z999AA10123456784' }, PUBLIC_URL),
    'delivery confirmation, no tracking number': customerNotificationMail(order, { type: 'delivery-confirmation', trackingNumber: null }, PUBLIC_URL),
    'payment link': paymentLinkMail({
      customerFirstName: 'Ada',
      customerLastName: 'Lovelace',
      customerEmail: 'ada@example.com',
      orderNumber: 'APO-2026-042',
      description: 'Second certified copy',
      amountCents: 4999,
      paymentUrl: `${PUBLIC_URL}/pay/tok-2`,
      supportEmail: SUPPORT,
    }),
    refund: refundMail({ recipient: 'ada@example.com', amountCents: 41145, publicUrl: PUBLIC_URL, supportEmail: SUPPORT }),
    'account verification': verificationMail({ email: 'grace@example.com' }, 'verify-token-123', PUBLIC_URL, SUPPORT),
    'registration attempt': registrationAttemptMail({ email: 'grace@example.com' }, PUBLIC_URL, SUPPORT),
    'password reset': passwordResetMail({ email: 'grace@example.com' }, 'reset-token-456', PUBLIC_URL, SUPPORT),
    'CCPA request received': ccpaReceivedMail('grace@example.com', 'email', '2027-01-31'),
    'contact acknowledgement': contactAcknowledgementMail('grace@example.com', SUPPORT),
    'wholesale application received': wholesaleApplicationMail('grace@example.com'),
    'route change': routeChangeMail(
      order,
      [
        {
          documentIndex: 0,
          documentType: 'Birth Certificate',
          cause: 'in-force-date-reached',
          before: {
            kind: 'legalization',
            offices: ['state-FL', 'us-dos', 'embassy'],
            knownFeesCents: 3000,
            pendingFees: ['Birth Certificate: Embassy legalization'],
          },
          after: { kind: 'apostille', offices: ['state-FL'], knownFeesCents: 1000, pendingFees: [] },
          feeDeltaCents: -2000,
          pendingFeesAdded: [],
          pendingFeesRemoved: ['Birth Certificate: Embassy legalization'],
          message: 'The Apostille Convention is in force for Vietnam from 2026-09-11. Birth Certificate now needs an apostille instead of legalization.',
        },
      ],
      PUBLIC_URL,
    ),
    'conversation acknowledgement': conversationAcknowledgementMail('grace@example.com'),
    'conversation reply': conversationReplyMail(
      { customerEmail: 'grace@example.com', customerName: 'Grace Hopper', subject: 'Re: Apostille for Ohio' },
      'Thank you for asking.\nOhio certificates take 3 business days.\n\nWe will write again once it is done.',
    ),
  };
}

// Before the e-mails below are built (while the tests are collected): a fixed clock, a known support address.
jest.useFakeTimers({ now: new Date('2026-12-18T12:00:00Z') });
configureMailBrand({ supportEmail: SUPPORT });

afterAll(() => {
  jest.useRealTimers();
});

describe('customer e-mail snapshots', () => {
  for (const [name, mail] of Object.entries(everyMail())) {
    it(`${name}: subject, plain text and HTML`, () => {
      expect(mail.subject).toMatchSnapshot('subject');
      expect(mail.textBody).toMatchSnapshot('text');
      expect(mail.htmlBody).toMatchSnapshot('html');
    });
  }
});

describe('every customer e-mail', () => {
  const mails = Object.entries(everyMail());

  it.each(mails)('%s carries the support address and the signature in both parts', (_name, mail) => {
    for (const part of [mail.textBody, mail.htmlBody ?? '']) {
      expect(part).toContain(SUPPORT);
      expect(part).toContain(SIGNATURE);
      expect(part).toContain('Tallahassee, Florida');
    }
    expect(mail.htmlBody).toContain(`<a href="mailto:${SUPPORT}"`);
  });

  it.each(mails)('%s is HTML a phone mail app shows as meant: viewport, inline styles, no scripts or remote content', (_name, mail) => {
    const html = mail.htmlBody ?? '';
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(/<body style="[^"]*font-family:[^"]*sans-serif;[^"]*font-size:16px;/);
    expect(html).toContain('>Apostille Services</td>');
    for (const banned of [/<script/i, /<img/i, /<link/i, /<style/i, /<iframe/i, /\ssrc=/i, /url\(/i]) expect(html).not.toMatch(banned);
    // No text smaller than the footer's 15px.
    for (const [, size] of html.matchAll(/font-size:(\d+)px/g)) expect(Number(size)).toBeGreaterThanOrEqual(15);
  });

  it.each(mails)('%s has a plain-text part free of markup', (_name, mail) => {
    expect(mail.textBody).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(mail.textBody).not.toMatch(/&(amp|lt|gt|quot|#x27|#x3D);/);
  });
});

describe('what customers and staff typed', () => {
  const hostile = { first: '<script>alert("x")</script>', last: `"&'`, file: '<img src=x onerror=alert(1)>.pdf' };

  it('is escaped in the HTML of the order confirmation and verbatim in its text', () => {
    const mail = orderConfirmationMail(confirmationInput(hostile));
    expect(mail.htmlBody).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;&amp;&#x27;,');
    expect(mail.htmlBody).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;.pdf');
    expect(mail.htmlBody).not.toContain('<script');
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.textBody).toContain(`Dear ${hostile.first} ${hostile.last},`);
    expect(mail.textBody).toContain(hostile.file);
  });

  it('is escaped in the status, notification and payment-link e-mails and verbatim in their text', () => {
    const named = { ...order, customerFirstName: hostile.first, customerLastName: hostile.last };
    const mails = [
      statusChangeMail({ order: named, to: 'processing', publicUrl: PUBLIC_URL, now: WRITTEN_AT }),
      customerNotificationMail(named, { type: 'document-ready', documentType: 'Birth Certificate' }, PUBLIC_URL),
      paymentLinkMail({
        customerFirstName: hostile.first,
        customerLastName: hostile.last,
        customerEmail: 'ada@example.com',
        orderNumber: 'APO-2026-042',
        description: `<b>"Copy" & co's</b>`,
        amountCents: 100,
        paymentUrl: `${PUBLIC_URL}/pay/t`,
        supportEmail: SUPPORT,
      }),
    ];
    for (const mail of mails) {
      expect(mail.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;&amp;&#x27;');
      expect(mail.htmlBody).not.toContain('<script');
      expect(mail.textBody).toContain(`${hostile.first} ${hostile.last}`);
    }
    expect(mails[2].htmlBody).toContain('&lt;b&gt;&quot;Copy&quot; &amp; co&#x27;s&lt;/b&gt;');
    expect(mails[2].textBody).toContain(`<b>"Copy" & co's</b>`);
  });

  it("is escaped in a staff reply, whose paragraphs and lines are kept, and the thread's subject is left as typed", () => {
    const mail = conversationReplyMail(
      { customerEmail: 'grace@example.com', customerName: `Grace "<b>" O'Hara`, subject: 'Fees & <dates>' },
      'Line one <i>\nLine two & more\n\n\nNew paragraph',
    );
    expect(mail.subject).toBe('Re: Fees & <dates>');
    expect(mail.htmlBody).toContain('Dear Grace &quot;&lt;b&gt;&quot; O&#x27;Hara,');
    expect(mail.htmlBody).toMatch(/<p style="[^"]*">Line one &lt;i&gt;<br>Line two &amp; more<\/p>\n<p style="[^"]*">New paragraph<\/p>/);
    expect(mail.textBody).toContain(`Dear Grace "<b>" O'Hara,\n\nLine one <i>\nLine two & more\n\n\nNew paragraph\n\nTo answer`);
  });

  it('keeps links working: & and = in an address are entities in HTML, as typed in text', () => {
    const mail = statusChangeMail(statusInput('processing'));
    expect(mail.htmlBody).toContain('href="https://apostille.example/tracking?order&#x3D;APO-2026-042&amp;email&#x3D;ada%40example.com"');
    expect(mail.textBody).toContain('Track your order: https://apostille.example/tracking?order=APO-2026-042&email=ada%40example.com');
  });
});

describe('the footer', () => {
  afterAll(() => configureMailBrand({ supportEmail: SUPPORT }));

  it('shows the address of a support setting with a display name, and the configured one where the builder has none', () => {
    configureMailBrand({ supportEmail: 'Apostille Desk <desk@apostille.example>' });
    const configured = statusChangeMail(statusInput('processing'));
    expect(configured.textBody).toContain('Questions? Write to desk@apostille.example\n');
    expect(configured.htmlBody).toContain('<a href="mailto:desk@apostille.example"');
    // A builder given the address (from the configuration it was handed) shows that one.
    expect(refundMail({ recipient: 'a@example.com', amountCents: 100, publicUrl: PUBLIC_URL, supportEmail: SUPPORT }).textBody).toContain(SUPPORT);
  });
});

describe('the templates', () => {
  it('put every value in through an escaping {{…}}: no {{{…}}} and no {{&…}} anywhere', () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const name of sources) {
      const source = readFileSync(join(dir, name), 'utf8');
      expect(source).not.toContain('{{{');
      expect(source).not.toContain('{{&');
    }
  });
});
