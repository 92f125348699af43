import { Injectable } from '@nestjs/common';
import { CCPA_MESSAGES, DEFAULT_CCPA_VERIFICATION_METHOD } from '@apostille/domain';
import { OutboxService } from '../notifications/outbox.service.js';
import { ccpaDeadlines } from './ccpa-deadlines.js';
import { ccpaReceivedMail } from './ccpa-mail.js';
import type { CcpaOptOutDto } from './ccpa-opt-out.dto.js';
import { CcpaRequest } from './entities/ccpa-request.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

export interface CcpaReceipt {
  success: true;
  message: string;
}

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
      await this.outbox.addUnsolicited(ccpaReceivedMail(input.email, verificationMethod, respondBy));
    });
    return { success: true, message: CCPA_MESSAGES.submitted };
  }
}
