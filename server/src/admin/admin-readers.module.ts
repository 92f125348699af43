import { Module } from '@nestjs/common';
import { AdminAccountsReader } from './admin-accounts.reader.js';
import { StaffSettingsReader } from './staff-settings.reader.js';

/**
 * Read access to staff accounts and staff settings for the token checks of AuthModule. It imports
 * nothing, so AuthModule can import it without a cycle through the staff screens that use AuthModule.
 */
@Module({ providers: [AdminAccountsReader, StaffSettingsReader], exports: [AdminAccountsReader, StaffSettingsReader] })
export class AdminReadersModule {}
