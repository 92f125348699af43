import { describe, expect, it } from 'vitest';
import { getHagueParty, HAGUE_OBJECTIONS, HAGUE_PARTIES, objectionBetween } from './hague-parties.data';
import { HAGUE_APOSTILLE_STATUS } from './hague-convention.data';
import { DESTINATION_COUNTRIES } from '../catalog/countries';
import { isIsoDay } from './dated-facts';

describe('Hague parties data', () => {
  it('has one dated, sourced entry per destination country', () => {
    const codes = DESTINATION_COUNTRIES.flatMap((c) => (c.iso2 ? [c.iso2] : []));
    expect(HAGUE_PARTIES.map((e) => e.iso2).sort()).toEqual([...codes].sort());
    for (const e of HAGUE_PARTIES) {
      expect(isIsoDay(e.asOf), e.iso2).toBe(true);
      expect(e.sources.length, e.iso2).toBeGreaterThan(0);
      for (const s of e.sources) expect(s.url, e.iso2).toMatch(/^https?:\/\//);
      if (!e.verified) expect(e.note, `${e.iso2} says what is unverified`).toBeTruthy();
    }
  });

  it('keeps dates well-formed and consistent with party status', () => {
    for (const e of HAGUE_PARTIES) {
      if (e.party) expect(isIsoDay(e.inForceFrom), e.iso2).toBe(true);
      else expect([e.inForceFrom, e.accessionDeposited], e.iso2).toEqual([null, null]);
      if (e.accessionDeposited !== null) expect(isIsoDay(e.accessionDeposited), e.iso2).toBe(true);
    }
  });

  it('pins the facts from the depositary log and HCCH', () => {
    expect(getHagueParty('DZ')).toMatchObject({ party: true, accessionDeposited: '2025-11-05', inForceFrom: '2026-07-09', verified: true });
    expect(getHagueParty('VN')).toMatchObject({ party: true, accessionDeposited: '2025-12-31', inForceFrom: '2026-09-11', verified: true });
    expect(getHagueParty('AE')).toMatchObject({ party: false, verified: true });
    expect(getHagueParty('SK')).toMatchObject({ inForceFrom: '2002-02-18', verified: true });
    expect(getHagueParty('US')).toMatchObject({ accessionDeposited: '1980-12-24', inForceFrom: '1981-10-15' });
  });

  it('derives the short status table from the dated entries', () => {
    expect(HAGUE_APOSTILLE_STATUS).toHaveLength(HAGUE_PARTIES.length);
    expect(HAGUE_APOSTILLE_STATUS.find((e) => e.iso2 === 'DZ')).toEqual({ iso2: 'DZ', party: true, inForceFrom: '2026-07-09' });
  });
});

describe('objection pairs', () => {
  it('are dated and sourced, none involving the United States', () => {
    for (const o of HAGUE_OBJECTIONS) {
      expect(o.sources.length).toBeGreaterThan(0);
      expect(isIsoDay(o.asOf)).toBe(true);
      expect([o.objector, o.acceding]).not.toContain('US');
    }
  });

  it('finds a standing objection either way round', () => {
    expect(objectionBetween('DE', 'PH', '2026-11-01')?.objector).toBe('DE');
    expect(objectionBetween('PH', 'DE', '2026-11-01')?.acceding).toBe('PH');
    expect(objectionBetween('CN', 'IN', '2026-11-01')).toMatchObject({ objector: 'IN', acceding: 'CN', lodgedOn: '2023-09-08' });
  });

  it('ignores an objection before it is lodged and after it is withdrawn', () => {
    expect(objectionBetween('IN', 'CN', '2023-09-07')).toBeUndefined();
    expect(objectionBetween('DE', 'AL', '2010-01-01')).toBeDefined();
    expect(objectionBetween('DE', 'AL', '2019-01-01')).toBeUndefined();
  });

  it('finds none between the United States and any destination', () => {
    for (const e of HAGUE_PARTIES) expect(objectionBetween('US', e.iso2, '2026-11-28'), e.iso2).toBeUndefined();
  });
});
