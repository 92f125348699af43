import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `work` inside the caller's transaction when it passes one, or in a new one: a service
 * method that writes takes an optional manager, so a caller can make several services' writes
 * one unit (the automation engine applies a rule's actions with the run that claims them).
 */
export function withinTransaction<T>(dataSource: DataSource, manager: EntityManager | undefined, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return manager ? work(manager) : dataSource.transaction(work);
}
