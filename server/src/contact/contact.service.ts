import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { ConversationsService } from '../messaging/conversations.service.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { contactAcknowledgementMail } from './contact-mail.js';
import type { ContactMessageDto } from './contact-message.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';

export interface ContactReceipt {
  success: true;
  message: string;
}

/** The contact form: stored, turned into a conversation for staff, acknowledged (within the per-address cap) — one transaction. */
@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async submit(input: ContactMessageDto): Promise<ContactReceipt> {
    await this.dataSource.transaction(async (manager) => {
      const { conversation } = await this.conversations.postCustomerMessage(manager, {
        email: input.email,
        name: input.name,
        subject: input.subject,
        content: `${input.subject}\n\n${input.message}\n\nPhone: ${input.phone}`,
      });
      const repository = manager.getRepository(ContactMessage);
      await repository.save(repository.create({ ...pick(input), conversationId: conversation.id }));
      await this.outbox.addUnsolicited(manager, contactAcknowledgementMail(input.email, this.config.supportEmail));
    });
    return { success: true, message: 'Thank you for your message. We will reply within 24 hours.' };
  }
}

function pick(input: ContactMessageDto) {
  return { name: input.name, email: input.email, phone: input.phone, subject: input.subject, message: input.message };
}
