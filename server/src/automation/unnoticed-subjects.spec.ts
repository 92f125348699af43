import type { DataSource } from 'typeorm';
import { firstUnnoticed } from './unnoticed-subjects.js';

/** Subjects 1..count, paged by id like the owning module's keyset query. */
function pagesOf(count: number) {
  const requests: number[] = [];
  const page = (afterId: number, limit: number) => {
    requests.push(afterId);
    const ids = Array.from({ length: count }, (_, index) => index + 1).filter((id) => id > afterId);
    return Promise.resolve(ids.slice(0, limit).map((id) => ({ id })));
  };
  return { page, requests };
}

/** automation_time_facts holding `noticed`, answering the by-primary-key lookup. */
function factsHolding(noticed: number[]): DataSource {
  const query = (_sql: string, [, ids]: [string, number[]]) => Promise.resolve(ids.filter((id) => noticed.includes(id)).map((id) => ({ subject_id: id })));
  return { query } as unknown as DataSource;
}

describe('the first candidates not yet noticed', () => {
  it('walks past pages already noticed, in id order, until it has the limit', async () => {
    const { page, requests } = pagesOf(10);
    const unnoticed = await firstUnnoticed(factsHolding([1, 2, 3, 5]), 'order_overdue', 3, page);
    expect(unnoticed.map((subject) => subject.id)).toEqual([4, 6, 7]);
    expect(requests).toEqual([0, 3, 6]);
  });

  it('stops at the last page, with fewer than the limit when that is all there is', async () => {
    const { page, requests } = pagesOf(5);
    const unnoticed = await firstUnnoticed(factsHolding([2, 3, 4]), 'order_overdue', 3, page);
    expect(unnoticed.map((subject) => subject.id)).toEqual([1, 5]);
    expect(requests).toEqual([0, 3]);
  });

  it('pages on from the last candidate fetched, not the last one kept', async () => {
    const { page, requests } = pagesOf(7);
    const keepOdd = (candidates: { id: number }[]) => Promise.resolve(candidates.filter((candidate) => candidate.id % 2 === 1));
    const unnoticed = await firstUnnoticed(factsHolding([]), 'payment_link_unpaid', 3, page, keepOdd);
    expect(unnoticed.map((subject) => subject.id)).toEqual([1, 3, 5]);
    expect(requests).toEqual([0, 3]);
  });
});
