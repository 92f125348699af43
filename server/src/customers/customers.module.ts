import { Module } from '@nestjs/common';
import { CustomerAccountsService } from './customer-accounts.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { CustomersController } from './customers.controller.js';
import { PasswordResetService } from './password-reset.service.js';

/** Customer accounts: registration, e-mail confirmation, sign-in, profile and the account's orders. */
@Module({
  imports: [OrdersModule],
  controllers: [CustomersController],
  providers: [CustomerAccountsService, PasswordResetService],
})
export class CustomersModule {}
