import { Injectable, Logger } from '@nestjs/common';

type Subscriber = (paymentIntentId: string) => Promise<unknown>;

/**
 * "This intent succeeded", told by whoever learns it first (Stripe's webhook, the offline card
 * confirmation) to whoever turns a paid intent into an order (the checkout). Payments cannot
 * import the checkout (it depends on payments), so the checkout subscribes here. publish waits for
 * the subscribers and never fails: what they miss, the checkout's reconciliation finds.
 */
@Injectable()
export class PaymentSucceededEvents {
  private readonly logger = new Logger('PaymentSucceededEvents');
  private readonly subscribers: Subscriber[] = [];

  subscribe(subscriber: Subscriber): void {
    this.subscribers.push(subscriber);
  }

  async publish(paymentIntentId: string): Promise<void> {
    for (const subscriber of this.subscribers) {
      try {
        await subscriber(paymentIntentId);
      } catch (error) {
        this.logger.error(
          `payment ${paymentIntentId} succeeded but its order was not placed yet (reconciliation will retry): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
