import { Global, Module } from '@nestjs/common';
import { StaffAccountSource, StaffSettingsSource } from '../auth/account-sources.js';
import { AdminAccountsReader } from './admin-accounts.reader.js';
import { StaffSettingsReader } from './staff-settings.reader.js';

/**
 * Read access to staff accounts and staff settings, and the sources AuthModule's token checks read
 * them through. Global and importing nothing: auth never imports the admin folder.
 */
const SOURCES = [
  { provide: StaffAccountSource, useExisting: AdminAccountsReader },
  { provide: StaffSettingsSource, useExisting: StaffSettingsReader },
];

@Global()
@Module({
  providers: [AdminAccountsReader, StaffSettingsReader, ...SOURCES],
  exports: [AdminAccountsReader, StaffSettingsReader, StaffAccountSource, StaffSettingsSource],
})
export class AdminReadersModule {}
