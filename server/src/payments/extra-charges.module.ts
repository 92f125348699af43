import { Module } from '@nestjs/common';
import { ExtraChargesService } from './extra-charges.service.js';

/** Read access to extra charges for other modules; providers only, no imports, so no cycle through PaymentsModule. */
@Module({ providers: [ExtraChargesService], exports: [ExtraChargesService] })
export class ExtraChargesModule {}
