import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Checkout } from './entities/checkout.entity.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** The most JSON text a saved form may take: a full order's form is a few kilobytes. */
export const MAX_DRAFT_CHARACTERS = 32 * 1024;

export const CHECKOUT_SAVE_MESSAGES = {
  draftTooLarge: 'This checkout is too large to save. Please shorten the longest fields.',
} as const;

/** The checkouts table: a browser's form and step, kept under the hash of its checkout key. */
@Injectable()
export class CheckoutsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly dataSource: DataSource,
  ) {}

  async find(keyHash: string): Promise<Checkout | null> {
    return this.dataSource.getRepository(Checkout).findOne({ where: { keyHash } });
  }

  /** Saves the page's step and form (one statement: the row is made on the first save). */
  async save(keyHash: string, step: number, draft: Record<string, unknown>): Promise<void> {
    const text = JSON.stringify(draft);
    if (text.length > MAX_DRAFT_CHARACTERS) throw new BadRequestException(CHECKOUT_SAVE_MESSAGES.draftTooLarge);
    await this.dataSource.query(
      `INSERT INTO checkouts (key_hash, step, draft) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (key_hash) DO UPDATE SET step = EXCLUDED.step, draft = EXCLUDED.draft, updated_at = now()`,
      [keyHash, step, text],
    );
  }

  /**
   * The checkout's row, made if missing, locked until the caller's transaction ends: files staged
   * into one checkout at once are counted one after the other.
   */
  async lock(keyHash: string): Promise<void> {
    const manager = this.unitOfWork.manager;
    await manager.query(`INSERT INTO checkouts (key_hash) VALUES ($1) ON CONFLICT (key_hash) DO NOTHING`, [keyHash]);
    await manager.query(`SELECT key_hash FROM checkouts WHERE key_hash = $1 FOR UPDATE`, [keyHash]);
  }

  /** Checkouts untouched since `before`, a batch at a time (the retention job removes them with their files). */
  async abandoned(before: Date, limit: number): Promise<string[]> {
    const rows: { keyHash: string }[] = await this.dataSource.query(
      `SELECT key_hash AS "keyHash" FROM checkouts WHERE updated_at < $1 ORDER BY updated_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => row.keyHash);
  }

  /** Removes a checkout; its staged-file rows go with it (their stored files must be removed first). */
  async remove(keyHash: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM checkouts WHERE key_hash = $1`, [keyHash]);
  }
}
