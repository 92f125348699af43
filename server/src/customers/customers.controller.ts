import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { DASHBOARD_MESSAGES, type CustomerProfile } from '@apostille/domain';
import { CustomerAuthGuard } from '../auth/auth.guards.js';
import { CurrentCustomer } from '../auth/current-account.decorators.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { CustomerAccountsService, type AccountReceipt, type LoginResult } from './customer-accounts.service.js';
import { ACCOUNT_FORM_RATE_LIMIT, LOGIN_RATE_LIMIT } from './customer-rate-limits.js';
import { LoginDto } from './dto/login.dto.js';
import { RequestPasswordResetDto, ResetPasswordDto } from './dto/password-reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegisterCustomerDto } from './dto/register-customer.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { VerifyEmailDto } from './dto/verify-email.dto.js';
import type { Customer } from './entities/customer.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

@ApiTags('customers')
@Controller('customers')
export class CustomersController {
  constructor(
    private readonly accounts: CustomerAccountsService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('register')
  @Allow(Permission.Public)
  @HttpCode(201)
  @RateLimit(ACCOUNT_FORM_RATE_LIMIT)
  @ApiCreatedResponse({ description: 'The same answer whether or not the e-mail address already had an account.' })
  @ApiBadRequestResponse({ description: 'A field breaks the rules; every failing field is listed.' })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations from this client.' })
  register(@Body() body: RegisterCustomerDto): Promise<AccountReceipt> {
    return this.accounts.register(body);
  }

  @Post('verify-email')
  @Allow(Permission.Public)
  @HttpCode(200)
  @RateLimit(ACCOUNT_FORM_RATE_LIMIT)
  @ApiOkResponse({ description: 'The address is confirmed; guest orders placed with it now show in the account.' })
  @ApiBadRequestResponse({ description: 'The link is unknown or was used already.' })
  verifyEmail(@Body() body: VerifyEmailDto): Promise<AccountReceipt> {
    return this.accounts.verifyEmail(body.token);
  }

  @Post('password-reset')
  @Allow(Permission.Public)
  @HttpCode(202)
  @RateLimit(ACCOUNT_FORM_RATE_LIMIT)
  @ApiAcceptedResponse({ description: 'The same answer whether or not the address has an account; an account gets a link valid once, for one hour.' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this client.' })
  requestPasswordReset(@Body() body: RequestPasswordResetDto): Promise<AccountReceipt> {
    return this.passwordReset.request(body.email);
  }

  @Post('password-reset/confirm')
  @Allow(Permission.Public)
  @HttpCode(200)
  @RateLimit(ACCOUNT_FORM_RATE_LIMIT)
  @ApiOkResponse({ description: 'The new password is set, every session signed out and the address confirmed.' })
  @ApiBadRequestResponse({ description: 'The link is unknown, expired or used, or the password breaks the rules.' })
  resetPassword(@Body() body: ResetPasswordDto): Promise<AccountReceipt> {
    return this.passwordReset.reset(body.token, body.password);
  }

  @Post('login')
  @Allow(Permission.Public)
  @HttpCode(200)
  @RateLimit(LOGIN_RATE_LIMIT)
  @ApiOkResponse({ description: '{ success, token, customer, message }; the token is a customer bearer token valid for 30 days.' })
  @ApiUnauthorizedResponse({ description: 'One message for every failure, including a paused account.' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts from this client.' })
  login(@Body() body: LoginDto): Promise<LoginResult> {
    return this.accounts.login(body);
  }

  @Get('profile')
  @Allow(Permission.Customer)
  @UseGuards(CustomerAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ customer }' })
  @ApiUnauthorizedResponse({ description: 'No valid customer token.' })
  async profile(@CurrentCustomer() customer: Customer): Promise<{ customer: CustomerProfile }> {
    return { customer: await this.accounts.profile(customer) };
  }

  @Put('profile')
  @Allow(Permission.Customer)
  @UseGuards(CustomerAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ success, customer, message }; only first name, last name and phone change.' })
  @ApiUnauthorizedResponse({ description: 'No valid customer token.' })
  async updateProfile(
    @CurrentCustomer() customer: Customer,
    @Body() body: UpdateProfileDto,
  ): Promise<{ success: true; customer: CustomerProfile; message: string }> {
    return { success: true, customer: await this.accounts.updateProfile(customer, body), message: DASHBOARD_MESSAGES.profileUpdated };
  }
}
