import { AsyncLocalStorage } from 'node:async_hooks';
import { Global, Injectable, Module } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The one way a service writes: inside the ambient transaction of whoever called it, or in a new
 * one when nobody opened one. The transaction travels in async-local storage, so a rule run, a
 * checkout or a bulk status change makes every service it calls one unit without handing an
 * EntityManager down the call chain (Vendure's TransactionalConnection plays the same part).
 * Our own rather than @nestjs-cls/transactional: see docs/decisions.md, "Transactions".
 */
@Injectable()
export class UnitOfWork {
  private readonly ambient = new AsyncLocalStorage<EntityManager>();

  constructor(private readonly dataSource: DataSource) {}

  /** The ambient transaction's manager; outside one, the pool's (each statement commits alone). */
  get manager(): EntityManager {
    return this.ambient.getStore() ?? this.dataSource.manager;
  }

  /** Runs `work` in the ambient transaction, or opens one around it that commits when it returns. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const current = this.ambient.getStore();
    if (current) return work(current);
    return this.dataSource.transaction((manager) => this.ambient.run(manager, () => work(manager)));
  }
}

/** Provides UnitOfWork to every module; imported once, beside TypeORM's root module. */
@Global()
@Module({ providers: [UnitOfWork], exports: [UnitOfWork] })
export class UnitOfWorkModule {}
