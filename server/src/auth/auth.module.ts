import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminAuthGuard, CustomerAuthGuard, OptionalCustomerAuthGuard } from './auth.guards.js';
import { AdminAccountCache } from './admin-account.cache.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AdminJwtStrategy, CustomerJwtStrategy } from './jwt.strategies.js';
import { PermissionGuard } from './permission.guard.js';
import { ApiKeyAuth } from './api-key.auth.js';
import { StaffSettingsCache } from './staff-settings.cache.js';

/**
 * Bearer-token authentication for customers and staff, available to every feature module, and the
 * global PermissionGuard that checks every route's and field's @Allow. The accounts it reads come
 * from the sources in account-sources.ts, provided by the admin and customers modules.
 */
@Global()
@Module({
  imports: [PassportModule.register({ session: false })],
  providers: [
    AuthTokensService,
    AdminAccountCache,
    StaffSettingsCache,
    CustomerJwtStrategy,
    AdminJwtStrategy,
    CustomerAuthGuard,
    OptionalCustomerAuthGuard,
    AdminAuthGuard,
    ApiKeyAuth,
    { provide: APP_GUARD, useClass: PermissionGuard },
  ],
  exports: [AuthTokensService, AdminAccountCache, StaffSettingsCache, CustomerAuthGuard, OptionalCustomerAuthGuard, AdminAuthGuard],
})
export class AuthModule {}
