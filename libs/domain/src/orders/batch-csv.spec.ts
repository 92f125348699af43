import { describe, expect, it } from 'vitest';
import {
  BATCH_COLUMNS,
  BATCH_MESSAGES,
  batchNeedsReturnAddress,
  batchTemplateCsv,
  checkBatchHeader,
  checkBatchRow,
  isFormulaCell,
  returnsToAccountAddress,
  type BatchColumn,
  type BatchRowResult,
} from './batch-csv';

const DATE = new Date('2026-11-28T12:00:00Z');
const HEADER: BatchColumn[] = ['document_type', 'issued_in', 'destination', 'customer_reference'];

const errorsOf = (cells: string[], columns: (BatchColumn | null)[] = HEADER) => checkBatchRow(columns, cells, DATE).errors;

describe('checkBatchHeader', () => {
  it('accepts the required columns in any order and spelling', () => {
    expect(checkBatchHeader(['Destination', 'Document Type', 'issued-in']).problems).toEqual([]);
    expect(checkBatchHeader([...BATCH_COLUMNS]).columns).toEqual([...BATCH_COLUMNS]);
  });

  it('names missing, unknown and repeated columns', () => {
    const check = checkBatchHeader(['document_type', 'destination', 'colour', 'destination']);
    expect(check.problems).toEqual([
      BATCH_MESSAGES.missingColumns(['issued_in']),
      BATCH_MESSAGES.unknownColumns(['"colour"']),
      BATCH_MESSAGES.duplicateColumns(['destination']),
    ]);
    expect(check.columns).toEqual(['document_type', 'destination', null, 'destination']);
  });
});

describe('isFormulaCell', () => {
  it.each(['=SUM(A1)', '+1+1', '-2+3', '@cmd', '\tFL', '\rFL', '=1'])('refuses %j', (cell) => expect(isFormulaCell(cell)).toBe(true));
  it.each(['-5', '+12', '-3.5', 'Florida', 'CASE-1', ''])('accepts %j', (cell) => expect(isFormulaCell(cell)).toBe(false));
});

describe('checkBatchRow', () => {
  it('accepts a good row and gives the order placement will use, with the defaults filled in', () => {
    const row = checkBatchRow(HEADER, ['birth certificate', 'Florida', 'ES', ' CASE-1 '], DATE);
    expect(row.errors).toEqual([]);
    expect(row.values).toEqual({ document_type: 'birth certificate', issued_in: 'Florida', destination: 'ES', customer_reference: 'CASE-1' });
    expect(row.order).toEqual({
      documentType: 'Birth Certificate',
      issuer: { kind: 'us-state', state: 'FL' },
      destinationCountry: 'Spain',
      customerReference: 'CASE-1',
      serviceLevel: 'rush',
      deliveryMethod: 'mail',
      returnAddress: null,
    });
  });

  it('reads federal issuers and foreign countries', () => {
    expect(checkBatchRow(HEADER, ['FBI Background Check', 'Federal agency', 'Spain', ''], DATE).order?.issuer).toEqual({ kind: 'federal-agency' });
    expect(checkBatchRow(HEADER, ['Court Order', 'federal court', 'Spain', ''], DATE).order?.issuer).toEqual({ kind: 'federal-court' });
    expect(checkBatchRow(HEADER, ['Birth Certificate', 'Mexico', 'Spain', ''], DATE).order?.issuer).toEqual({ kind: 'foreign-country', country: 'Mexico' });
  });

  it('reports each problem at its column', () => {
    expect(errorsOf(['Birth Certificat', 'ZZ', 'Atlantis', ''])).toEqual([
      { column: 'document_type', message: BATCH_MESSAGES.unknownDocumentType('Birth Certificat') },
      { column: 'issued_in', message: BATCH_MESSAGES.unknownIssuer('ZZ') },
      { column: 'destination', message: BATCH_MESSAGES.unknownDestination('Atlantis') },
    ]);
    expect(errorsOf(['', '', '', ''])).toEqual([
      { column: 'document_type', message: 'Document type is required' },
      { column: 'issued_in', message: 'Issued in is required' },
      { column: 'destination', message: 'Destination is required' },
    ]);
  });

  it('refuses an issuer the document type cannot have (an FBI check from a state)', () => {
    const errors = errorsOf(['FBI Background Check', 'TX', 'Spain', '']);
    expect(errors).toHaveLength(1);
    expect(errors[0].column).toBe('issued_in');
    expect(errors[0].message).toMatch(/federal document/);
  });

  it('refuses formula cells without reading them further', () => {
    const row = checkBatchRow(HEADER, ['Birth Certificate', 'FL', 'Spain', '=HYPERLINK("http://x")'], DATE);
    expect(row.errors).toEqual([{ column: 'customer_reference', message: BATCH_MESSAGES.formula }]);
    expect(row.order).toBeNull();
    expect(errorsOf(['Birth Certificate', '@FL', 'Spain', ''])).toEqual([{ column: 'issued_in', message: BATCH_MESSAGES.formula }]);
  });

  it('refuses a row whose cell count differs from the header', () => {
    expect(errorsOf(['Birth Certificate', 'FL', 'Spain'])).toEqual([{ column: null, message: BATCH_MESSAGES.cellCount(3, 4) }]);
  });

  it('applies the delivery rules of the service level', () => {
    const columns: BatchColumn[] = ['document_type', 'issued_in', 'destination', 'service_level', 'delivery'];
    expect(checkBatchRow(columns, ['Affidavit', 'NY', 'Japan', 'fast', 'fedex'], DATE).errors.map((e) => e.column)).toEqual(['delivery']);
    expect(checkBatchRow(columns, ['Affidavit', 'NY', 'Japan', 'On A Budget', 'Mail'], DATE).order?.serviceLevel).toBe('fast');
    expect(checkBatchRow(columns, ['Affidavit', 'NY', 'Japan', 'slow', 'ups'], DATE).errors.map((e) => e.column)).toEqual(['service_level', 'delivery']);
  });

  it('takes "same as account" or a full return address, refusing a partial one at its columns', () => {
    const columns: BatchColumn[] = [
      'document_type',
      'issued_in',
      'destination',
      'return_street',
      'return_city',
      'return_state',
      'return_postal_code',
      'return_country',
    ];
    const row = (address: string[]) => checkBatchRow(columns, ['Affidavit', 'FL', 'Spain', ...address], DATE);
    expect(row(['Same as account', '', '', '', '']).order?.returnAddress).toBeNull();
    expect(row(['1 Main St', 'Miami', 'FL', '33101', 'United States']).order?.returnAddress).toEqual({
      street: '1 Main St',
      city: 'Miami',
      state: 'FL',
      zipCode: '33101',
      country: 'United States',
    });
    expect(row(['1 Main St', '', 'FL', '3310', 'United States']).errors.map((e) => e.column)).toEqual(['return_city', 'return_postal_code']);
    expect(row(['1 Main St', 'Town', 'XX', '12345', 'Narnia']).errors.map((e) => e.column)).toEqual(['return_country']);
  });
});

describe('batchTemplateCsv', () => {
  it('is the header and an example row that passes the check', () => {
    const [header, example] = batchTemplateCsv().trimEnd().split('\r\n');
    const check = checkBatchHeader(header.split(','));
    expect(check.problems).toEqual([]);
    expect(checkBatchRow(check.columns, example.split(','), DATE).errors).toEqual([]);
  });
});

describe('batchNeedsReturnAddress', () => {
  const row = (values: Partial<Record<BatchColumn, string>>, errors: BatchRowResult['errors'] = []): BatchRowResult => ({
    row: 2,
    values,
    errors,
    price: null,
  });

  it('is needed when a ready row returns to the account (blank cells or "same as account") by mail or carrier', () => {
    expect(returnsToAccountAddress({})).toBe(true);
    expect(returnsToAccountAddress({ return_street: 'Same as account', delivery: 'fedex' })).toBe(true);
    expect(batchNeedsReturnAddress([row({ delivery: 'mail' })])).toBe(true);
  });

  it('is not needed for rows with their own address, picked-up rows, or rows with errors', () => {
    expect(returnsToAccountAddress({ return_street: '1 Main St', return_city: 'Tampa' })).toBe(false);
    expect(returnsToAccountAddress({ delivery: 'Pickup' })).toBe(false);
    expect(batchNeedsReturnAddress([row({}, [{ column: 'destination', message: 'Unknown' }]), row({ delivery: 'pickup' })])).toBe(false);
  });
});
