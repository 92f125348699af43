import { Global, Injectable, Logger, Module, type OnModuleInit, SetMetadata } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { UnitOfWork } from '../database/unit-of-work.js';
import { type DomainEventType, type NewDomainEvent, publishDomainEvents } from './domain-event-publisher.js';

const SUBSCRIBES_TO = Symbol('subscribesToDomainEvent');

/**
 * Marks a provider's method that reacts to domain events of this type, inside the publishing
 * transaction: it gets every event of the type one publish wrote (a bulk change of N orders, N
 * events), and whatever it writes commits or rolls back with the change the events report.
 */
export const OnDomainEvent = (type: DomainEventType): MethodDecorator => SetMetadata(SUBSCRIBES_TO, type);

type Subscriber = { name: string; handle: (events: readonly NewDomainEvent[]) => Promise<void> };

/**
 * Publishes domain events: their rows (read later by the automation relay) and their in-process
 * subscribers, in the caller's unit of work. So a status change does not know who e-mails the
 * customer about it; the e-mail's subscriber does, and the e-mail exists exactly when the change
 * was committed, once per change.
 */
@Injectable()
export class DomainEventBus implements OnModuleInit {
  private readonly logger = new Logger(DomainEventBus.name);
  private readonly subscribers = new Map<DomainEventType, Subscriber[]>();

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[method];
        if (typeof handler !== 'function') continue;
        const type = this.reflector.get<DomainEventType | undefined>(SUBSCRIBES_TO, handler);
        if (!type) continue;
        const subscriber: Subscriber = { name: `${wrapper.name as string}.${method}`, handle: (events) => handler.call(instance, events) as Promise<void> };
        this.subscribers.set(type, [...(this.subscribers.get(type) ?? []), subscriber]);
        this.logger.debug(`${subscriber.name} subscribes to ${type}`);
      }
    }
  }

  /** Writes the events and runs their subscribers, all in the ambient unit of work (opened when there is none). */
  async publish(events: readonly NewDomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.unitOfWork.run(async (manager) => {
      await publishDomainEvents(manager, events);
      for (const type of new Set(events.map((event) => event.type))) {
        const ofType = events.filter((event) => event.type === type);
        for (const subscriber of this.subscribers.get(type) ?? []) await subscriber.handle(ofType);
      }
    });
  }
}

/** The bus, for every module of the API and the worker. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [DomainEventBus], exports: [DomainEventBus] })
export class DomainEventsModule {}
