import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminAuthService } from './admin-auth.service.js';
import { StaffModule } from './staff/staff.module.js';

/**
 * Staff sign-in and two-factor over HTTP, and staff management. Separate from AdminModule, which the worker process also
 * loads (first-admin bootstrap) and which therefore must not depend on the HTTP-only AuthModule.
 */
@Module({ imports: [StaffModule], controllers: [AdminAuthController], providers: [AdminAuthService], exports: [AdminAuthService] })
export class AdminAuthModule {}
