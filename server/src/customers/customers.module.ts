import { Module } from '@nestjs/common';
import { CustomerAccountsService } from './customer-accounts.service.js';
import { CustomersController } from './customers.controller.js';
import { ACCOUNTS_QUEUE } from './password-reset-links.module.js';
import { PasswordResetService } from './password-reset.service.js';

/** Customer accounts: registration, e-mail confirmation, sign-in and profile (the account's orders: orders/customer-orders.module.ts). */
@Module({
  imports: [ACCOUNTS_QUEUE],
  controllers: [CustomersController],
  providers: [CustomerAccountsService, PasswordResetService],
})
export class CustomersModule {}
