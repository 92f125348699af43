import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relays wake on PostgreSQL notifications instead of polling every second: a statement that
 * inserts domain events or outbox e-mails notifies its table's channel, and a statement that changes
 * automation rules notifies theirs (the workers drop their cached rules). NOTIFY is transactional:
 * it is delivered when the inserting transaction commits, never for a rolled-back one, and repeated
 * notifications of one transaction on one channel arrive once. Statement-level triggers, so a bulk
 * insert of thousands of rows notifies once.
 */
export class RelayNotifications1766910000000 implements MigrationInterface {
  name = 'RelayNotifications1766910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify(TG_ARGV[0], '');
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "tr_domain_events_notify" AFTER INSERT ON "domain_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"('domain_events')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "tr_outbox_messages_notify" AFTER INSERT ON "outbox_messages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"('outbox_messages')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "tr_automation_rules_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "automation_rules"
       FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"('automation_rules')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "tr_automation_rules_notify" ON "automation_rules"`);
    await queryRunner.query(`DROP TRIGGER "tr_outbox_messages_notify" ON "outbox_messages"`);
    await queryRunner.query(`DROP TRIGGER "tr_domain_events_notify" ON "domain_events"`);
    await queryRunner.query(`DROP FUNCTION "notify_table_changed"()`);
  }
}
