import type { DataSource } from 'typeorm';

/** Candidates of one kind of time fact, by ascending id after `afterId`, at most `limit` of them. */
export type CandidatePage<T> = (afterId: number, limit: number) => Promise<T[]>;

/**
 * The first `limit` candidates (in id order) not yet recorded as noticed facts of `kind`. The
 * owning module pages its candidates by id (keyset, so every page is one bounded index scan) and
 * automation_time_facts is asked by primary key which of each page it already holds: the same
 * walk the database made when one query joined the two, without automation reading the owner's
 * tables. `keep` drops candidates that do not count (asked per page, so it stays bounded too).
 */
export async function firstUnnoticed<T extends { id: number }>(
  dataSource: DataSource,
  kind: string,
  limit: number,
  page: CandidatePage<T>,
  keep: (candidates: T[]) => Promise<T[]> = (candidates) => Promise.resolve(candidates),
): Promise<T[]> {
  const unnoticed: T[] = [];
  let afterId = 0;
  while (unnoticed.length < limit) {
    const candidates = await page(afterId, limit);
    const kept = candidates.length === 0 ? [] : await keep(candidates);
    const noticed = await noticedIds(dataSource, kind, kept);
    unnoticed.push(...kept.filter((candidate) => !noticed.has(candidate.id)).slice(0, limit - unnoticed.length));
    if (candidates.length < limit) break;
    afterId = candidates[candidates.length - 1].id;
  }
  return unnoticed;
}

async function noticedIds(dataSource: DataSource, kind: string, subjects: readonly { id: number }[]): Promise<Set<number>> {
  if (subjects.length === 0) return new Set();
  const rows: { subject_id: number }[] = await dataSource.query(
    `SELECT subject_id FROM automation_time_facts WHERE kind = $1 AND subject_id = ANY($2::int[])`,
    [kind, subjects.map((subject) => subject.id)],
  );
  return new Set(rows.map((row) => row.subject_id));
}
