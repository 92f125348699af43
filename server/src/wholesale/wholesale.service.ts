import { Injectable } from '@nestjs/common';
import { dollarsToCents } from '@apostille/domain';
import { OutboxService } from '../notifications/outbox.service.js';
import { WholesaleApplication } from './entities/wholesale-application.entity.js';
import type { WholesaleApplicationDto } from './wholesale-application.dto.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { wholesaleApplicationMail } from './wholesale-mail.js';

export interface WholesaleReceipt {
  success: true;
  message: string;
}

/** '' (or absent) → NULL, as the entity stores optional text. */
const text = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
/** 0 (or absent) → NULL: the form sends 0 for an empty optional number. */
const positive = (value: number | undefined) => (value ? value : null);

@Injectable()
export class WholesaleService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: OutboxService,
  ) {}

  async apply(input: WholesaleApplicationDto): Promise<WholesaleReceipt> {
    await this.unitOfWork.run(async (manager) => {
      const repository = manager.getRepository(WholesaleApplication);
      await repository.save(
        repository.create({
          companyName: input.companyName,
          businessType: input.businessType,
          taxId: text(input.taxId),
          yearsInBusiness: positive(input.yearsInBusiness),
          firstName: input.firstName,
          lastName: input.lastName,
          title: text(input.title),
          email: input.email,
          phone: input.phone,
          businessStreet: input.businessStreet,
          businessCity: input.businessCity,
          businessState: input.businessState,
          businessZipCode: input.businessZipCode,
          businessCountry: text(input.businessCountry) ?? 'United States',
          monthlyDocumentVolume: input.monthlyDocumentVolume,
          estimatedAnnualSpendCents: input.estimatedAnnualSpend ? dollarsToCents(input.estimatedAnnualSpend) : null,
          servicesNeeded: [...new Set(input.servicesNeeded)],
          referenceCompanyName: text(input.referenceCompanyName),
          referenceContactName: text(input.referenceContactName),
          referenceEmail: text(input.referenceEmail),
          referencePhone: text(input.referencePhone),
          reasonForWholesale: input.reasonForWholesale,
          specialRequirements: text(input.specialRequirements),
          hearAboutUs: text(input.hearAboutUs),
          status: 'pending',
        }),
      );
      await this.outbox.addUnsolicited(wholesaleApplicationMail(input.email));
    });
    return { success: true, message: "We'll review your application and contact you within 1-2 business days." };
  }
}
