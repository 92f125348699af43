import { describe, expect, it } from 'vitest';
import { allowedIssuerKinds, defaultIssuerFor, documentCategory, resolveIssuer } from './document-issuers';
import { DOCUMENT_TYPES } from '../catalog/document-types';
import { DomainValidationError } from '../errors';

describe('document issuers', () => {
  it('defaults from the document type', () => {
    expect(defaultIssuerFor('FBI Background Check')).toEqual({ kind: 'federal-agency', agency: 'FBI' });
    expect(defaultIssuerFor('Birth Certificate')).toEqual({ kind: 'us-state', state: 'FL' });
  });

  it('offers every document type at least one issuer, and the FBI check only federal', () => {
    for (const t of DOCUMENT_TYPES) expect(allowedIssuerKinds(t).length, t).toBeGreaterThan(0);
    expect(allowedIssuerKinds('FBI Background Check')).toEqual(['federal-agency']);
    expect(documentCategory('Birth Certificate')).toBe('vital-record');
    expect(documentCategory('Power of Attorney')).toBe('notarized');
  });

  it('fills the default and refuses a state for a federal document', () => {
    expect(resolveIssuer('FBI Background Check')).toEqual({ kind: 'federal-agency', agency: 'FBI', label: 'U.S. federal agency (FBI)' });
    expect(() => resolveIssuer('FBI Background Check', { kind: 'us-state', state: 'FL' })).toThrow(DomainValidationError);
    expect(() => resolveIssuer('Birth Certificate', { kind: 'foreign-country', country: 'USA' })).toThrow(DomainValidationError);
    expect(resolveIssuer('Birth Certificate', { kind: 'foreign-country', country: 'Other Country' })).toEqual({
      kind: 'foreign-country',
      iso2: null,
      label: 'Other Country',
    });
  });

  it('normalises the state code', () => {
    expect(resolveIssuer('Birth Certificate', { kind: 'us-state', state: ' tx ' })).toEqual({ kind: 'us-state', state: 'TX', label: 'Texas' });
  });
});
