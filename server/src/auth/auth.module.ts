import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminAuthGuard, CustomerAuthGuard, OptionalCustomerAuthGuard } from './auth.guards.js';
import { AdminAccountCache } from './admin-account.cache.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AdminJwtStrategy, CustomerJwtStrategy } from './jwt.strategies.js';

/** Bearer-token authentication for customers and staff, available to every feature module. */
@Global()
@Module({
  imports: [PassportModule.register({ session: false })],
  providers: [AuthTokensService, AdminAccountCache, CustomerJwtStrategy, AdminJwtStrategy, CustomerAuthGuard, OptionalCustomerAuthGuard, AdminAuthGuard],
  exports: [AuthTokensService, AdminAccountCache, CustomerAuthGuard, OptionalCustomerAuthGuard, AdminAuthGuard],
})
export class AuthModule {}
