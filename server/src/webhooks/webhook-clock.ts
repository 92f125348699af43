import { Injectable } from '@nestjs/common';

/** The time webhooks schedule by (attempts, retries, signature timestamps); tests move it forward instead of waiting. */
@Injectable()
export class WebhookClock {
  now(): Date {
    return new Date();
  }
}
