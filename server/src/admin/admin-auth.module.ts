import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminAuthService } from './admin-auth.service.js';

/**
 * Staff sign-in and two-factor over HTTP. Separate from AdminModule, which the worker process also
 * loads (first-admin bootstrap) and which therefore must not depend on the HTTP-only AuthModule.
 */
@Module({ controllers: [AdminAuthController], providers: [AdminAuthService], exports: [AdminAuthService] })
export class AdminAuthModule {}
