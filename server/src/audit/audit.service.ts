import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work.js';
import { type AuditActorType, AuditLogEntry } from './entities/audit-log-entry.entity.js';

export interface AuditEvent {
  actorType: AuditActorType;
  actorId: number | null;
  /** Dotted verb, e.g. 'order.status_changed', 'admin.2fa_enabled'. */
  action: string;
  orderId?: number | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

function toRow(event: AuditEvent) {
  return {
    actorType: event.actorType,
    actorId: event.actorId,
    action: event.action,
    orderId: event.orderId ?? null,
    // jsonb column: TypeORM's deep-partial typing cannot describe arbitrary JSON.
    details: (event.details ?? {}) as never,
    ipAddress: event.ipAddress ?? null,
  };
}

/** Appends rows to the audit log: who did what, to which order, when, from which address. */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Records an event in the ambient transaction, so the row commits (or rolls back) with the change it describes. */
  async record(event: AuditEvent): Promise<void> {
    await this.unitOfWork.manager.getRepository(AuditLogEntry).insert(toRow(event));
    this.logger.log({ action: event.action, actorType: event.actorType, actorId: event.actorId, orderId: event.orderId ?? null }, 'audit');
  }

  /** Records several events in one INSERT (bulk actions). */
  async recordMany(events: AuditEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.unitOfWork.manager.getRepository(AuditLogEntry).insert(events.map(toRow));
  }
}
