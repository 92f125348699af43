import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { ResolvedConfig } from '../../config/secrets.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { MemoryRateLimitStore, RateLimitStore, RedisRateLimitStore } from './rate-limit.store.js';

export { RateLimit } from './rate-limit.guard.js';

/**
 * One shared RateLimitGuard for every controller that uses @RateLimit, counting in Redis when
 * REDIS_URL is set (one limit across every API instance) and in memory otherwise (the embedded
 * default: one machine; with API_PROCESSES > 1 each process counts for itself).
 */
@Global()
@Module({
  providers: [
    {
      provide: RateLimitStore,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => (config.redisUrl ? new RedisRateLimitStore(config.redisUrl, config.queuePrefix) : new MemoryRateLimitStore()),
    },
    RateLimitGuard,
  ],
  exports: [RateLimitGuard, RateLimitStore],
})
export class ThrottlingModule {}
