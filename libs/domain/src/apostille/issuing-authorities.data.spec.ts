import { describe, expect, it } from 'vitest';
import { ISSUING_AUTHORITIES, stateAuthority, STATE_AUTHORITIES, US_DEPARTMENT_OF_STATE } from './issuing-authorities.data';
import { US_STATES } from '../catalog/countries';
import { isIsoDay } from './dated-facts';

describe('issuing authorities', () => {
  it('has one office per state and DC', () => {
    expect(STATE_AUTHORITIES.map((a) => a.state)).toEqual(US_STATES.map((s) => s.code));
  });

  it('dates and sources every office, fee and time', () => {
    for (const a of ISSUING_AUTHORITIES) {
      expect(isIsoDay(a.asOf), a.id).toBe(true);
      expect(a.sources.length, a.id).toBeGreaterThan(0);
      expect(isIsoDay(a.fee.asOf), a.id).toBe(true);
      expect(a.fee.sources.length, a.id).toBeGreaterThan(0);
      if (a.fee.status === 'known') expect(Number.isInteger(a.fee.cents), a.id).toBe(true);
      if (a.fee.status === 'unknown') expect(a.fee.cents, a.id).toBeNull();
      if (a.fee.status !== 'known') expect(a.fee.note, a.id).toBeTruthy();
      if (a.processingTime) {
        expect(isIsoDay(a.processingTime.asOf), a.id).toBe(true);
        expect(a.processingTime.source.url, a.id).toMatch(/^https?:\/\//);
        if (a.processingTime.maxBusinessDays !== null) expect(a.processingTime.maxBusinessDays).toBeGreaterThanOrEqual(a.processingTime.minBusinessDays);
      }
    }
  });

  it('pins the sourced fees', () => {
    expect(stateAuthority('FL')?.fee).toMatchObject({ status: 'known', cents: 1000 });
    expect(stateAuthority('FL')?.clerkCertifiedFee).toMatchObject({ status: 'known', cents: 2000 });
    expect(stateAuthority('CA')?.fee).toMatchObject({ status: 'known', cents: 2000 });
    expect(stateAuthority('TX')?.fee).toMatchObject({ status: 'known', cents: 1500 });
    expect(stateAuthority('NY')?.fee).toMatchObject({ status: 'known', cents: 1000 });
    expect(stateAuthority('DC')?.fee).toMatchObject({ status: 'known', cents: 1500 });
    expect(stateAuthority('WA')?.fee).toMatchObject({ status: 'unverified', cents: 1500 });
    expect(US_DEPARTMENT_OF_STATE.fee).toMatchObject({ status: 'known', cents: 2000 });
  });

  it('marks states without a sourced fee as unknown', () => {
    expect(stateAuthority('GA')?.fee).toMatchObject({ status: 'unknown', cents: null, verified: false });
    expect(stateAuthority('GA')?.verified).toBe(false);
    expect(stateAuthority('ZZ')).toBeUndefined();
  });
});
