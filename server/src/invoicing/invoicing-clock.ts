import { Injectable } from '@nestjs/common';

/** The time the invoice run reads (which month has ended, which month the 1st's run bills); tests move it instead of waiting. */
@Injectable()
export class InvoicingClock {
  now(): Date {
    return new Date();
  }
}
