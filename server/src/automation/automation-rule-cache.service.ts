import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AutomationRule } from './entities/automation-rule.entity.js';
import { InvalidRuleDefinitionError, parseRuleDefinition, type RuleDefinition } from './rule-definition.js';

/** An active rule as the engine runs it: the row's identity and its parsed definition. */
export interface ActiveRule {
  id: number;
  name: string;
  triggerType: AutomationRule['triggerType'];
  definition: RuleDefinition;
}

export interface ActiveRules {
  /** In id order, the order they run in. */
  rules: readonly ActiveRule[];
  /** Every event type some active rule listens to. */
  listenedEventTypes: ReadonlySet<string>;
}

/**
 * A digest of everything about the active rules the engine reads. The rules are a handful of rows,
 * so this costs a few microseconds in the database, and it is read in the caller's statement
 * snapshot: a rule changed by any process (the console, another instance, SQL by hand) and committed
 * is seen by the next batch, with no clock and no message that could be lost.
 */
const FINGERPRINT_SQL = `SELECT md5(coalesce(string_agg(id || ':' || name || ':' || trigger_type || ':' || conditions::text || ':' || actions::text, '|' ORDER BY id), ''))
                           AS fingerprint FROM automation_rules WHERE is_active`;

/**
 * The active rules, parsed once and kept in the process until they change. Each use compares the
 * rules' fingerprint (one tiny query) and reloads on a difference; a notification on the rules'
 * channel (worker processes listen to it) drops the copy at once as well.
 */
@Injectable()
export class AutomationRuleCache {
  private readonly logger = new Logger(AutomationRuleCache.name);
  private loaded?: ActiveRules & { fingerprint: string };

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The rules as committed when this statement runs (in `manager`'s transaction when given). */
  async active(manager: EntityManager = this.dataSource.manager): Promise<ActiveRules> {
    const [{ fingerprint }]: { fingerprint: string }[] = await manager.query(FINGERPRINT_SQL);
    if (this.loaded?.fingerprint === fingerprint) return this.loaded;
    // Read after the fingerprint: a change in between makes the next comparison reload again.
    const rows = await manager.getRepository(AutomationRule).find({ where: { isActive: true }, order: { id: 'ASC' } });
    const rules: ActiveRule[] = [];
    for (const row of rows) {
      try {
        rules.push({ id: row.id, name: row.name, triggerType: row.triggerType, definition: parseRuleDefinition(row.conditions, row.actions) });
      } catch (error) {
        // Refused when saved; a row edited by hand in the database is left alone rather than half-run.
        if (!(error instanceof InvalidRuleDefinitionError)) throw error;
        this.logger.warn(`automation rule ${row.id} skipped: ${error.message}`);
      }
    }
    const listenedEventTypes = new Set(rules.flatMap((rule) => rule.definition.conditions.eventTypes as string[]));
    this.loaded = { fingerprint, rules, listenedEventTypes };
    return this.loaded;
  }

  /** Forget the copy (the rules' channel was notified): the next use reloads. */
  invalidate(): void {
    this.loaded = undefined;
  }
}
