import { Injectable } from '@nestjs/common';
import { CCPA_MESSAGES, DEFAULT_CCPA_VERIFICATION_METHOD } from '@apostille/domain';
import { OutboxService } from '../notifications/outbox.service.js';
import { ccpaDeadlines } from './ccpa-deadlines.js';
import type { CcpaOptOutDto } from './ccpa-opt-out.dto.js';
import { CcpaRequest } from './entities/ccpa-request.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export interface CcpaReceipt {
  success: true;
  message: string;
}

const VERIFICATION_TEXT = {
  email: 'We will confirm the request through the e-mail address you gave.',
  phone: 'We will call the phone number you gave to confirm the request.',
  account: 'We will ask you to confirm the request by signing in to your account.',
} as const;

@Injectable()
export class CcpaService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: OutboxService,
  ) {}

  async optOut(input: CcpaOptOutDto, now = new Date()): Promise<CcpaReceipt> {
    const { acknowledgeBy, respondBy } = ccpaDeadlines(now);
    const verificationMethod = input.verificationMethod ?? DEFAULT_CCPA_VERIFICATION_METHOD;
    await this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(CcpaRequest);
      await repository.save(
        repository.create({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ? input.phone : null,
          description: input.description ? input.description : null,
          verificationMethod,
          status: 'received',
          acknowledgeBy,
          respondBy,
          extendedRespondBy: null,
        }),
      );
      // Fixed wording only (no names): the address is unproven, so nothing the sender typed is relayed to it.
      await this.outbox.addUnsolicited({
        kind: 'ccpa_request_received',
        recipient: input.email,
        subject: 'Your "Do Not Sell or Share My Personal Information" request',
        textBody: [
          'Hello,',
          '',
          CCPA_MESSAGES.submitted,
          VERIFICATION_TEXT[verificationMethod],
          `We will respond to your request by ${respondBy}. If we need more time (up to 45 more days), we will tell you why before then.`,
          '',
          'If you did not make this request, please reply to this e-mail.',
        ].join('\n'),
      });
    });
    return { success: true, message: CCPA_MESSAGES.submitted };
  }
}
