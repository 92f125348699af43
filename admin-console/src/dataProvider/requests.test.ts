import { describe, expect, it } from 'vitest';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { decideOptOutRequest, optOutRequestsList, recordDeletionRequest } from './privacyRequests';
import { decideWholesaleApplication, wholesaleApplicationsList } from './wholesaleApplications';

/** A stand-in for the Apollo call that records the operation's name and variables and answers `answer`. */
function recorder(answer: unknown) {
  const calls: { operation: string; variables: unknown }[] = [];
  const run = async <TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> => {
    const operation = /(?:query|mutation) (\w+)/.exec(print(document))?.[1] ?? '?';
    calls.push({ operation, variables });
    return answer as TData;
  };
  return { run, calls };
}

describe('requests from the public forms in the data provider', () => {
  it('pages wholesale applications and passes only a known status', async () => {
    const { run, calls } = recorder({ wholesaleApplications: { items: [{ id: 3 }], total: 41 } });
    const result = await wholesaleApplicationsList(run, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 'pending' },
    });
    expect(result).toEqual({ data: [{ id: 3 }], total: 41 });
    await wholesaleApplicationsList(run, { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 'rejected' } });
    expect(calls.map((call) => call.variables)).toEqual([
      { status: 'pending', take: 25, skip: 25 },
      { status: null, take: 100, skip: 0 },
    ]);
  });

  it('approves with a known tier only, and declines with the note as the reason', async () => {
    const { run, calls } = recorder({ approveWholesaleApplication: { id: 7 }, declineWholesaleApplication: { id: 7 } });
    await expect(
      decideWholesaleApplication(run, { id: 7, data: { tier: 'platinum' }, previousData: { id: 7 }, meta: { decision: 'approve' } }),
    ).rejects.toThrow('Choose the tier to grant');
    await decideWholesaleApplication(run, { id: 7, data: { tier: 'professional', note: null }, previousData: { id: 7 }, meta: { decision: 'approve' } });
    await decideWholesaleApplication(run, { id: '7', data: { note: 'Too few documents' }, previousData: { id: 7 }, meta: { decision: 'decline' } });
    expect(calls).toEqual([
      { operation: 'ApproveWholesaleApplication', variables: { id: 7, tier: 'professional', note: null } },
      { operation: 'DeclineWholesaleApplication', variables: { id: 7, reason: 'Too few documents' } },
    ]);
  });

  it('maps the opt-out filter, answers with a known decision only, and records a deletion request', async () => {
    const { run, calls } = recorder({
      optOutRequests: { items: [], total: 0 },
      decideOptOutRequest: { id: 1 },
      recordDeletionRequest: { id: 2 },
    });
    await optOutRequestsList(run, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: { open: 'answered' } });
    await expect(decideOptOutRequest(run, { id: 1, data: { note: 'x' }, previousData: { id: 1 }, meta: { decision: 'approve' } })).rejects.toThrow(
      'Unknown decision',
    );
    await decideOptOutRequest(run, { id: 1, data: { note: 'Done' }, previousData: { id: 1 }, meta: { decision: 'completed' } });
    await recordDeletionRequest(run, { data: { email: 'a@example.com', note: '  ' } });
    expect(calls).toEqual([
      { operation: 'OptOutRequests', variables: { open: false, take: 25, skip: 0 } },
      { operation: 'DecideOptOutRequest', variables: { id: 1, decision: 'completed', note: 'Done' } },
      { operation: 'RecordDeletionRequest', variables: { input: { email: 'a@example.com', note: null } } },
    ]);
  });
});
