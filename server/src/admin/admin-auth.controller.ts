import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AdminLoginResponse, AdminUserView, TwoFactorChangeResponse, TwoFactorSetupResponse } from '@apostille/domain';
import { AdminAuthGuard } from '../auth/auth.guards.js';
import { ClientAddress, CurrentAdmin } from '../auth/current-account.decorators.js';
import { RateLimit } from '../common/throttling/throttling.module.js';
import { ADMIN_LOGIN_RATE_LIMIT, ADMIN_TWO_FACTOR_RATE_LIMIT } from './admin-rate-limits.js';
import { AdminAuthService, adminUserView } from './admin-auth.service.js';
import { AdminLoginDto } from './dto/admin-login.dto.js';
import { DisableTwoFactorDto, EnableTwoFactorDto } from './dto/two-factor.dto.js';
import type { AdminUser } from './entities/admin-user.entity.js';
import { Allow, Permission } from '../auth/allow.decorator.js';

/** Staff sign-in and two-factor (requirements A2, A7). Everything but login needs an admin token; logout revokes it. */
@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  @Post('login')
  @Allow(Permission.Public)
  @HttpCode(200)
  @RateLimit(ADMIN_LOGIN_RATE_LIMIT)
  @ApiOkResponse({
    description: 'Signed in ({ success: true, token, user, message }) or asked for the two-factor code ({ success: false, requiresTwoFactor: true, message }).',
  })
  @ApiUnauthorizedResponse({ description: 'Wrong username or password (one message for both), or a wrong or spent two-factor code.' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this client, or the account is locked for a while after repeated failures.' })
  login(@Body() body: AdminLoginDto, @ClientAddress() ipAddress: string | null): Promise<AdminLoginResponse> {
    return this.auth.login(body, ipAddress);
  }

  @Get('verify')
  @Allow(Permission.OwnAccount)
  @UseGuards(AdminAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ user } for a valid admin token.' })
  @ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or revoked token.' })
  verify(@CurrentAdmin() admin: AdminUser): { user: AdminUserView } {
    return { user: adminUserView(admin) };
  }

  @Post('logout')
  @Allow(Permission.OwnAccount)
  @HttpCode(204)
  @UseGuards(AdminAuthGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: "Signed out: this token, its copies and the staff member's other sessions are refused from now on." })
  @ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or revoked token.' })
  logout(@CurrentAdmin() admin: AdminUser, @ClientAddress() ipAddress: string | null): Promise<void> {
    return this.auth.logout(admin, ipAddress);
  }

  @Post('setup-2fa')
  @Allow(Permission.OwnAccount)
  @HttpCode(200)
  @UseGuards(AdminAuthGuard)
  @RateLimit(ADMIN_TWO_FACTOR_RATE_LIMIT)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ qrCode (PNG data URL), secret (base32), backupCodes }, kept by the server as pending until enable-2fa confirms a code.' })
  @ApiBadRequestResponse({ description: 'Two-factor is already on.' })
  setupTwoFactor(@CurrentAdmin() admin: AdminUser): Promise<TwoFactorSetupResponse> {
    return this.auth.setupTwoFactor(admin);
  }

  @Post('enable-2fa')
  @Allow(Permission.OwnAccount)
  @HttpCode(200)
  @UseGuards(AdminAuthGuard)
  @RateLimit(ADMIN_TWO_FACTOR_RATE_LIMIT)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ success, message, token }: other sessions are revoked; token is the new admin token.' })
  @ApiBadRequestResponse({ description: 'Wrong code, no setup (or one older than 30 minutes), or two-factor already on. Only the code is read.' })
  enableTwoFactor(
    @CurrentAdmin() admin: AdminUser,
    @Body() body: EnableTwoFactorDto,
    @ClientAddress() ipAddress: string | null,
  ): Promise<TwoFactorChangeResponse> {
    return this.auth.enableTwoFactor(admin, body, ipAddress);
  }

  @Post('disable-2fa')
  @Allow(Permission.OwnAccount)
  @HttpCode(200)
  @UseGuards(AdminAuthGuard)
  @RateLimit(ADMIN_TWO_FACTOR_RATE_LIMIT)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ success, message, token }: other sessions are revoked; token is the new admin token.' })
  @ApiUnauthorizedResponse({ description: 'Wrong password.' })
  @ApiBadRequestResponse({ description: 'Two-factor is not on.' })
  disableTwoFactor(
    @CurrentAdmin() admin: AdminUser,
    @Body() body: DisableTwoFactorDto,
    @ClientAddress() ipAddress: string | null,
  ): Promise<TwoFactorChangeResponse> {
    return this.auth.disableTwoFactor(admin, body, ipAddress);
  }
}
