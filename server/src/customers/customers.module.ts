import { Module } from '@nestjs/common';
import { CustomerAccountsService } from './customer-accounts.service.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { CustomersController } from './customers.controller.js';
import { PasswordResetService } from './password-reset.service.js';

/** Customer accounts: registration, e-mail confirmation, sign-in, profile and the account's orders. */
@Module({
  controllers: [CustomersController],
  providers: [CustomerAccountsService, CustomerOrdersService, PasswordResetService],
})
export class CustomersModule {}
