import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { ResolvedConfig } from '../config/secrets.js';
import { ConversationsService } from '../messaging/conversations.service.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { contactAcknowledgementMail } from './contact-mail.js';
import type { ContactMessageDto } from './contact-message.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export interface ContactReceipt {
  success: true;
  message: string;
}

/** The contact form: stored, turned into a conversation for staff, acknowledged (within the per-address cap) — one transaction. */
@Injectable()
export class ContactService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly conversations: ConversationsService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async submit(input: ContactMessageDto): Promise<ContactReceipt> {
    await this.unitOfWork.run(async (manager) => {
      const content = `${input.subject}\n\n${input.message}\n\nPhone: ${input.phone}`;
      const { conversation } = await this.conversations.postCustomerMessage({ email: input.email, name: input.name, subject: input.subject, content });
      await this.conversations.linkNamedOrder(conversation, input.email, content);
      const repository = manager.getRepository(ContactMessage);
      await repository.save(repository.create({ ...pick(input), conversationId: conversation.id }));
      // Fixed wording only: the address is unproven, so nothing the sender typed is relayed to it.
      await this.outbox.addUnsolicited(contactAcknowledgementMail(input.email, this.config.supportEmail));
    });
    return { success: true, message: 'Thank you for your message. We will reply within 24 hours.' };
  }
}

function pick(input: ContactMessageDto) {
  return { name: input.name, email: input.email, phone: input.phone, subject: input.subject, message: input.message };
}
