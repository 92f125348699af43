import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { OrderSearchSideTable1766920000000 } from '../src/database/migrations/1766920000000-order-search-side-table.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { orderFilterConditions, searchOnlyMatchesSql, type SqlValue } from '../src/orders/admin/order-filter-sql.js';
import { Order, orderSearchExpression } from '../src/orders/entities/order.entity.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The order_search table and its trigger (migration 1766920000000) over a migrated database. */
describe('order search text kept by the database', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let sequence = 0;

  async function insertOrder(first: string, last: string, email: string): Promise<number> {
    sequence += 1;
    const [row] = await dataSource.query(
      `INSERT INTO orders (order_number, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       VALUES ($1, $2, $3, $4, '8505550100', 'fast', 'Italy', 'Birth Certificate', 10000) RETURNING id`,
      [`APO-2031-${String(sequence).padStart(4, '0')}`, first, last, email],
    );
    return row.id;
  }

  /** The ids the staff search finds, through the exact conditions the list and the export use. */
  async function search(term: string): Promise<number[]> {
    const parameters: unknown[] = [];
    const bind: SqlValue = (value) => `$${parameters.push(value)}`;
    const where = orderFilterConditions({ status: null, search: term }, bind).join(' AND ');
    const rows: { id: number }[] = await dataSource.query(`SELECT o.id FROM orders o WHERE ${where} ORDER BY o.id`, parameters);
    return rows.map((row) => row.id);
  }

  /** The order's order_search row version (xmin, ctid) and text. */
  async function searchRow(id: number): Promise<{ version: string; search_text: string; expected: string }> {
    const [row] = await dataSource.query(
      `SELECT s.xmin::text || '/' || s.ctid::text AS version, s.search_text, ${orderSearchExpression('o')} AS expected
         FROM order_search s JOIN orders o ON o.id = s.order_id WHERE s.order_id = $1`,
      [id],
    );
    return row;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource(dataSourceOptions(db.url, { extra: { max: 4 } }));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.drop();
  });

  it('finds an order by its new name, e-mail and order number after an edit, and no longer by the old ones', async () => {
    const id = await insertOrder('Katherine', 'Johnson', 'katherine@example.com');
    expect(await search('Johnson')).toEqual([id]);

    await dataSource.getRepository(Order).update({ id }, { customerLastName: 'Goble', customerEmail: 'kj@nasa.example.gov' });
    expect(await search('goble')).toEqual([id]);
    expect(await search('nasa.example')).toEqual([id]);
    expect(await search('Johnson')).toEqual([]);
    expect(await search('katherine@example')).toEqual([]);

    await dataSource.query(`UPDATE orders SET order_number = 'APO-2031-RENUMBERED', customer_first_name = 'Kat' WHERE id = $1`, [id]);
    expect(await search('renumbered')).toEqual([id]);
    expect(await search('Kat')).toEqual([id]);
    const row = await searchRow(id);
    expect(row.search_text).toBe(row.expected);
  });

  it('writes nothing to order_search for a status change or an edit of an unsearched field', async () => {
    const id = await insertOrder('Dorothy', 'Vaughan', 'dorothy@example.com');
    const before = await searchRow(id);
    const orders = dataSource.getRepository(Order);
    // The status change as OrderStateService writes it (status and updated_at), and other edits.
    await orders.update({ id }, { status: 'processing' });
    await orders.update({ id }, { status: 'shipped', notes: 'left at the desk' });
    await orders.update({ id }, { destinationCountry: 'Spain', documentCount: 2 });
    // A searched column written with the value it already has rewrites nothing either.
    await orders.update({ id }, { customerFirstName: 'Dorothy' });
    expect(await searchRow(id)).toEqual(before);
    expect(await search('vaughan')).toEqual([id]);
  });

  it('leaves a soft-deleted order out of the search alone, and brings it back when restored', async () => {
    const id = await insertOrder('Christine', 'Darden', 'christine@example.com');
    const searchAlone = async (term: string) => {
      const parameters: unknown[] = [];
      const sql = searchOnlyMatchesSql({ status: null, search: term }, 'createdAt', (value) => `$${parameters.push(value)}`);
      const rows = await dataSource.query<{ id: number }[]>(`${sql} ORDER BY sort_key DESC`, parameters);
      return rows.map((row) => row.id);
    };
    expect(await searchAlone('darden')).toEqual([id]);
    await dataSource.getRepository(Order).softDelete({ id });
    expect(await searchAlone('darden')).toEqual([]);
    await dataSource.getRepository(Order).restore({ id });
    expect(await searchAlone('darden')).toEqual([id]);
    const [row] = await dataSource.query(
      `SELECT s.created_at = o.created_at AND s.deleted_at IS NOT DISTINCT FROM o.deleted_at AS same FROM orders o JOIN order_search s ON s.order_id = o.id WHERE o.id = $1`,
      [id],
    );
    expect(row.same).toBe(true);
  });

  it('keeps the text right when two transactions edit one order at once', async () => {
    const id = await insertOrder('Mary', 'Jackson', 'mary@example.com');
    const first = dataSource.createQueryRunner();
    const second = dataSource.createQueryRunner();
    try {
      await first.startTransaction();
      await second.startTransaction();
      await first.query(`UPDATE orders SET customer_last_name = 'Winston' WHERE id = $1`, [id]);
      // Waits for the first transaction's row lock, then updates the row that transaction left.
      const waiting = second.query(`UPDATE orders SET customer_email = 'mary.winston@example.org' WHERE id = $1`, [id]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await first.commitTransaction();
      await waiting;
      await second.commitTransaction();
    } finally {
      await first.release();
      await second.release();
    }
    const row = await searchRow(id);
    expect(row.search_text).toBe(row.expected);
    expect(row.search_text).toContain('winston mary.winston@example.org');
    expect(await search('Winston')).toEqual([id]);
    expect(await search('mary.winston@')).toEqual([id]);
    expect(await search('Jackson')).toEqual([]);
  });

  it('answers the staff search through the trigram index of order_search at a realistic size', async () => {
    await dataSource.query(
      `INSERT INTO orders (order_number, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents, status)
       SELECT 'APO-2033-' || lpad(n::text, 6, '0'), 'First' || (n % 997), 'Last' || (n % 991), 'someone' || n || '@example.com',
              '8505550100', 'fast', 'Italy', 'Birth Certificate', 100, (ARRAY['pending', 'processing', 'shipped', 'delivered'])[1 + n % 4]
         FROM generate_series(1, 20000) AS n`,
    );
    // As autovacuum leaves them: the trigram index's pending list merged, statistics current.
    await dataSource.query('VACUUM ANALYZE orders, order_search');
    for (const [term, status] of [
      ['APO-2033-012345', null],
      ['someone4242@example.com', null],
      ['last977', 'processing'],
    ] as const) {
      const parameters: unknown[] = [];
      const bind: SqlValue = (value) => `$${parameters.push(value)}`;
      const where = ['o.deleted_at IS NULL', ...orderFilterConditions({ status, search: term }, bind)].join(' AND ');
      const plan: { 'QUERY PLAN': string }[] = await dataSource.query(
        `EXPLAIN SELECT o.id FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT 25`,
        parameters,
      );
      expect({ term, plan: plan.map((row) => row['QUERY PLAN']).join('\n') }).toEqual({ term, plan: expect.stringContaining('ix_order_search_trgm') });
    }
  });

  it('indexes orders inserted many at once, and drops the text with a deleted order', async () => {
    const rows: { id: number }[] = await dataSource.query(
      `INSERT INTO orders (order_number, customer_first_name, customer_last_name, customer_email, customer_phone,
                           service_level, destination_country, document_type, total_amount_cents)
       SELECT 'APO-2032-' || n, 'Bulk', 'Loaded', 'bulk' || n || '@example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 100
         FROM generate_series(1, 50) AS n RETURNING id`,
    );
    expect(await search('bulk17@')).toEqual([rows[16].id]);
    expect(await search('Loaded')).toHaveLength(50);
    await dataSource.query(`DELETE FROM orders WHERE id = $1`, [rows[0].id]);
    expect((await dataSource.query(`SELECT 1 FROM order_search WHERE order_id = $1`, [rows[0].id])).length).toBe(0);
    const [{ missing }] = await dataSource.query(
      `SELECT count(*)::int AS missing FROM orders o LEFT JOIN order_search s ON s.order_id = o.id
        WHERE s.search_text IS DISTINCT FROM ${orderSearchExpression('o')}`,
    );
    expect(missing).toBe(0);
  });
});

describe('migration 1766920000000: the search text leaves the orders table', () => {
  it('copies the text of existing orders, and down() brings back the generated column', async () => {
    const db = await createTestDatabase();
    const upTo = MIGRATIONS.indexOf(OrderSearchSideTable1766920000000);
    const before = new DataSource(dataSourceOptions(db.url, { migrations: MIGRATIONS.slice(0, upTo), extra: { max: 2 } }));
    const after = new DataSource(dataSourceOptions(db.url, { migrations: MIGRATIONS.slice(0, upTo + 1), extra: { max: 2 } }));
    try {
      await before.initialize();
      await before.runMigrations({ transaction: 'each' });
      await before.query(
        `INSERT INTO orders (order_number, customer_first_name, customer_last_name, customer_email, customer_phone,
                             service_level, destination_country, document_type, total_amount_cents)
         VALUES ('APO-2030-0001', 'Annie', 'Easley', 'Annie@Example.com', '8505550100', 'fast', 'Italy', 'Birth Certificate', 100)`,
      );
      await before.destroy();

      await after.initialize();
      await after.runMigrations({ transaction: 'each' });
      expect(await after.query(`SELECT search_text FROM order_search`)).toEqual([{ search_text: 'apo-2030-0001 annie easley annie@example.com' }]);
      expect(await after.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'search_text'`)).toEqual([]);

      await after.undoLastMigration({ transaction: 'each' });
      expect(await after.query(`SELECT search_text FROM orders`)).toEqual([{ search_text: 'apo-2030-0001 annie easley annie@example.com' }]);
      expect(await after.query(`SELECT to_regclass('order_search') AS side, to_regclass('ix_orders_search_trgm') AS trgm`)).toEqual([
        { side: null, trgm: 'ix_orders_search_trgm' },
      ]);
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await db.drop();
    }
  });
});
