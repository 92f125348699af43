import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard.js';

export { RateLimit } from './rate-limit.guard.js';

/** One shared RateLimitGuard (one set of counters) for every controller that uses @RateLimit. */
@Global()
@Module({ providers: [RateLimitGuard], exports: [RateLimitGuard] })
export class ThrottlingModule {}
