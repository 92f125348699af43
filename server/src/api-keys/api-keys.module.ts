import { Global, Module } from '@nestjs/common';
import { ApiKeySource } from '../auth/account-sources.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';

/** API keys of wholesale accounts; global, so the permission guard finds the key source without importing this folder. */
@Global()
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeysService, { provide: ApiKeySource, useExisting: ApiKeysService }],
  exports: [ApiKeysService, ApiKeySource],
})
export class ApiKeysModule {}
