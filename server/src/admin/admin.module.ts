import { Module } from '@nestjs/common';
import { FirstAdminService } from './admin-bootstrap.service.js';

@Module({ providers: [FirstAdminService], exports: [FirstAdminService] })
export class AdminModule {}
