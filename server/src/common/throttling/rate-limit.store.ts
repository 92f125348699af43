import { Logger, type OnModuleDestroy } from '@nestjs/common';
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

  health(): RateLimitHealth {
    return { store: 'memory', fallingBack: false, fallbackRequests: 0 };
  }
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

/** What health reports of the counters: where they are kept, and whether Redis is being stood in for. */
export interface RateLimitHealth {
  store: 'memory' | 'redis';
  /** True while Redis does not answer and this process counts on its own. */
  fallingBack: boolean;
  /** Requests counted in this process because Redis did not answer, since the start. */
  fallbackRequests: number;
}

/** A command Redis does not answer within this bound fails, and the request is counted in memory. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * Counters in Redis (with REDIS_URL), so every API instance shares one limit per client and
 * endpoint. A rate limiter must never take the product down: while Redis does not answer (refused,
 * or slower than 250 ms), each process counts in its own memory, as the embedded default does,
 * which still limits every client per process. The switch is logged once each way and reported by
 * /api/health.
 */
export class RedisRateLimitStore extends RateLimitStore implements OnModuleDestroy {
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimitStore();
  private readonly logger = new Logger('RateLimits');
  private fallingBack = false;
  private fallbackRequests = 0;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    super();
    // No offline queue: while disconnected a command fails at once instead of waiting for Redis.
    this.redis = new Redis({ ...redisConnection(redisUrl), maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
    // Errors surface on the commands; an 'error' event without a listener would crash the process.
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, ttl: number, now: number): Promise<RateLimitWindow> {
    const run = (this.redis as unknown as { rateLimitHit(key: string, ttl: number): Promise<[number, number]> }).rateLimitHit.bind(this.redis);
    try {
      const [count, left] = await run(`${this.prefix}:rate-limit:${key}`, ttl);
      if (this.fallingBack) {
        this.fallingBack = false;
        this.logger.log('Redis answers again: rate limits are shared by every API instance again');
      }
      return { count, resetAt: now + Math.max(0, left) };
    } catch (error) {
      if (!this.fallingBack) {
        this.fallingBack = true;
        this.logger.warn(
          `Redis does not answer for rate limits (${error instanceof Error ? error.message : String(error)}): each API process counts on its own until it does`,
        );
      }
      this.fallbackRequests += 1;
      return this.fallback.hit(key, ttl, now);
    }
  }

  health(): RateLimitHealth {
    return { store: 'redis', fallingBack: this.fallingBack, fallbackRequests: this.fallbackRequests };
  }

  onModuleDestroy(): void {
    this.fallback.onModuleDestroy();
    this.redis.disconnect();
  }
}
