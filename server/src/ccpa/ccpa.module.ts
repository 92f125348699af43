import { Module } from '@nestjs/common';
import { CcpaController } from './ccpa.controller.js';
import { CcpaService } from './ccpa.service.js';

@Module({ controllers: [CcpaController], providers: [CcpaService] })
export class CcpaModule {}
