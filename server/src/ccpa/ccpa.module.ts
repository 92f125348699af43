import { Module } from '@nestjs/common';
import { CcpaController } from './ccpa.controller.js';
import { CcpaRequestsAdminService } from './ccpa-requests-admin.service.js';
import { CcpaRequestsResolver } from './ccpa-requests.resolver.js';
import { CcpaService } from './ccpa.service.js';

@Module({ controllers: [CcpaController], providers: [CcpaService, CcpaRequestsAdminService, CcpaRequestsResolver] })
export class CcpaModule {}
