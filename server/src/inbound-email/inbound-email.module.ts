import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { InboundEmailController } from './inbound-email.controller.js';

/** POST /api/inbound-email: the mail provider's webhook for customer e-mail. */
@Module({ imports: [MessagingModule], controllers: [InboundEmailController] })
export class InboundEmailModule {}
