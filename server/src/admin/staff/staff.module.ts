import { Module } from '@nestjs/common';
import { StaffController } from './staff.controller.js';
import { StaffResolver } from './staff.resolver.js';
import { StaffService } from './staff.service.js';

/** Staff management over REST and GraphQL (HTTP only: it needs the AuthModule's caches). */
@Module({ controllers: [StaffController], providers: [StaffService, StaffResolver] })
export class StaffModule {}
