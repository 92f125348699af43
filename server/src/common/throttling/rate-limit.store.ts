import type { OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { redisConnection } from '../../queue/queue.module.js';

/** One client's window on one endpoint after counting a request. */
export interface RateLimitWindow {
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/** Where the fixed-window counters live. */
export abstract class RateLimitStore {
  /** Counts one request under `key` in a window of `ttl` ms that starts with the first request. */
  abstract hit(key: string, ttl: number, now: number): Promise<RateLimitWindow>;
}

/** Counters in this process's memory: the embedded default, one machine. */
export class MemoryRateLimitStore extends RateLimitStore implements OnModuleDestroy {
  private readonly windows = new Map<string, RateLimitWindow>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    super();
    this.sweeper = setInterval(() => this.sweep(Date.now()), 60_000);
    this.sweeper.unref();
  }

  hit(key: string, ttl: number, now: number): Promise<RateLimitWindow> {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + ttl };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ ...window });
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// One round trip, atomic: count the request and start the window's clock on its first one.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Counters in Redis (with REDIS_URL), so every API instance shares one limit per client and
 * endpoint. A lost Redis answers an error (the request fails as 500 and is logged) rather than
 * letting every request through unlimited.
 */
export class RedisRateLimitStore extends RateLimitStore implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
    this.redis = new Redis({ ...redisConnection(redisUrl), maxRetriesPerRequest: 1 });
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
    // Errors surface on the commands; an 'error' event without a listener would crash the process.
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, ttl: number, now: number): Promise<RateLimitWindow> {
    const run = (this.redis as unknown as { rateLimitHit(key: string, ttl: number): Promise<[number, number]> }).rateLimitHit.bind(this.redis);
    const [count, left] = await run(`${this.prefix}:rate-limit:${key}`, ttl);
    return { count, resetAt: now + Math.max(0, left) };
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
