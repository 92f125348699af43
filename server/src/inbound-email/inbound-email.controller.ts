import { createHash, timingSafeEqual } from 'node:crypto';
import {
  BadRequestException,
  Body,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { ConversationsService, type InboundResult } from '../messaging/conversations.service.js';
import { MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES } from '../messaging/messaging-limits.js';
import { parseAddress, readInboundPayload } from './inbound-payload.js';
import { analyseInboundSender } from './inbound-sender.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

/** Raw text bodies above this are refused before any parsing of quotes (the request itself is capped at 1 MB). */
const RAW_TEXT_MAX_LENGTH = 200_000;

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The secret from X-Inbound-Secret, or the password of HTTP basic auth (providers that put credentials in the URL). */
function secretOf(headers: Record<string, string | undefined>): string | null {
  const direct = headers['x-inbound-secret'];
  if (direct) return direct;
  const basic = /^Basic\s+(.+)$/i.exec(headers.authorization ?? '');
  if (!basic) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}

/**
 * Customer e-mail posted by the mail provider's inbound webhook: filed into conversations exactly
 * as the console's process-email form does. Disabled (404) until INBOUND_EMAIL_SECRET is set.
 */
@ApiExcludeController()
@Allow(Permission.Public)
@Controller('inbound-email')
export class InboundEmailController {
  private readonly logger = new Logger('InboundEmail');

  constructor(
    private readonly conversations: ConversationsService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  @Post()
  @HttpCode(200)
  async receive(@Headers() headers: Record<string, string | undefined>, @Body() body: unknown): Promise<InboundResult> {
    const expected = this.config.inboundEmailSecret;
    if (!expected) throw new NotFoundException(MESSAGING_MESSAGES.inboundDisabled);
    const given = secretOf(headers);
    if (!given || !sameSecret(given, expected)) throw new UnauthorizedException(MESSAGING_MESSAGES.inboundUnauthorized);

    const raw = JSON.stringify(body ?? null);
    if (raw.length > RAW_TEXT_MAX_LENGTH) throw new PayloadTooLargeException(MESSAGING_MESSAGES.inboundTooLong);
    const email = readInboundPayload(body);
    if (!email) throw new BadRequestException('An inbound e-mail needs a sender and a text body');
    if (email.content.length > MESSAGE_MAX_LENGTH) throw new PayloadTooLargeException(MESSAGING_MESSAGES.inboundTooLong);

    const sender = analyseInboundSender(body, email.fromEmail);
    const ours = this.ownAddress(email.fromEmail);
    if (sender.automated || ours) {
      this.logger.log(
        `inbound mail from ${email.fromEmail} filed without an acknowledgement: ${ours ? 'sent from one of our own addresses' : sender.automated}`,
      );
    }
    return this.conversations.receiveEmail(
      {
        customerEmail: email.fromEmail,
        customerName: email.fromName,
        subject: email.subject || '(no subject)',
        content: email.content,
        recipients: email.recipients,
        emailMessageId: email.messageId,
      },
      { actorType: 'system', actorId: null, ipAddress: null },
      { senderVerified: sender.verdict === 'pass', acknowledge: !sender.automated && !ours },
    );
  }

  /** Mail "from" our support or sending address: answering it would start a loop between our mailbox and us. */
  private ownAddress(fromEmail: string): boolean {
    const from = fromEmail.trim().toLowerCase();
    const ours = [this.config.supportEmail, this.config.mailFrom].map((address) => parseAddress(address).email.toLowerCase());
    return ours.includes(from);
  }
}
