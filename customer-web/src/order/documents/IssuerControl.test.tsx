import { type IssuerRef } from '@apostille/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { newDocumentEntry } from '../model/formValues';
import { effectiveIssuer, issuerProblem, ISSUING_COUNTRY_REQUIRED, withDocumentType } from '../model/issuer';
import { IssuerControl } from './IssuerControl';

function Control({ documentType, start }: { documentType: string; start: IssuerRef }) {
  const [issuer, setIssuer] = useState<IssuerRef>(start);
  return (
    <>
      <IssuerControl documentNumber={1} documentType={documentType} issuer={issuer} onChange={setIssuer} error={issuerProblem({ documentType, issuer })} />
      <output data-testid="issuer">{JSON.stringify(issuer)}</output>
    </>
  );
}

const optionsOf = (label: string) => Array.from(screen.getByLabelText<HTMLSelectElement>(label).options).map((o) => o.textContent);
const issuer = () => JSON.parse(screen.getByTestId('issuer').textContent ?? 'null') as IssuerRef;

describe('"issued in / by" of a document', () => {
  it('defaults from the type and follows a change of type until the customer chooses', () => {
    const fbi = newDocumentEntry('FBI Background Check');
    expect(fbi.issuer).toEqual({ kind: 'federal-agency', agency: 'FBI' });
    const birth = withDocumentType(fbi, 'Birth Certificate');
    expect(birth.issuer).toEqual({ kind: 'us-state', state: 'FL' });
    const chosen = { ...birth, issuer: { kind: 'us-state' as const, state: 'TX' }, issuerChosen: true };
    expect(withDocumentType(chosen, 'Marriage Certificate').issuer).toEqual({ kind: 'us-state', state: 'TX' });
    expect(effectiveIssuer(newDocumentEntry(''))).toBeNull();
  });

  it('offers only the kinds the type allows', () => {
    render(<Control documentType="FBI Background Check" start={{ kind: 'federal-agency', agency: 'FBI' }} />);
    expect(optionsOf('Document 1 issued in / by *')).toEqual(['U.S. federal agency']);
    expect(screen.queryByLabelText(/issuing state/)).toBeNull();
  });

  it('a vital record picks its state from the list of states', () => {
    render(<Control documentType="Birth Certificate" start={{ kind: 'us-state', state: 'FL' }} />);
    expect(optionsOf('Document 1 issued in / by *')).toEqual(['A U.S. state', 'Another country']);
    const state = screen.getByLabelText<HTMLSelectElement>('Document 1 issuing state *');
    expect(state.value).toBe('FL');
    fireEvent.change(state, { target: { value: 'CA' } });
    expect(issuer()).toEqual({ kind: 'us-state', state: 'CA' });
  });

  it('another country asks for the country and says which one is unknown', () => {
    render(<Control documentType="Birth Certificate" start={{ kind: 'us-state', state: 'FL' }} />);
    fireEvent.change(screen.getByLabelText('Document 1 issued in / by *'), { target: { value: 'foreign-country' } });
    expect(screen.getByText(ISSUING_COUNTRY_REQUIRED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Document 1 issuing country *'), { target: { value: 'Atlantis' } });
    expect(screen.getByText('Unknown issuing country: Atlantis')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Document 1 issuing country *'), { target: { value: 'Germany' } });
    expect(issuer()).toEqual({ kind: 'foreign-country', country: 'Germany' });
    expect(screen.queryByText(/Unknown issuing country/)).toBeNull();
  });

  it('a federal document marked as issued by a state says so at the field', () => {
    render(<Control documentType="FBI Background Check" start={{ kind: 'us-state', state: 'FL' }} />);
    expect(screen.getByText(/An FBI background check is a federal document/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Document 1 issued in / by *'), { target: { value: 'federal-agency' } });
    expect(issuer()).toEqual({ kind: 'federal-agency', agency: 'FBI' });
    expect(screen.queryByText(/An FBI background check is a federal document/)).toBeNull();
  });
});
