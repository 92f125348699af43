import { describe, expect, it } from 'vitest';
import {
  customerHistoryNote,
  isOrderStatus,
  normalizeOrderStatus,
  ORDER_LIFECYCLE,
  ORDER_STATUSES,
  originalsHaveArrived,
  statusColour,
  statusIndex,
  statusLabel,
  workStillToDo,
} from './order-status';
import { formatOrderNumber, ORDER_NUMBER_PATTERN, parseOrderNumber } from './order-number';
import { groupFilesByDocument } from './packing-slip';

describe('order statuses', () => {
  it('lists the lifecycle in forward order with labels and colours', () => {
    expect(ORDER_STATUSES.map((s) => [s.key, s.label, s.colour])).toEqual([
      ['pending', 'Pending', 'yellow'],
      ['processing', 'Processing', 'blue'],
      ['docs_received', 'Documents Received', 'grey'],
      ['authentication_in_progress', 'Authentication in Progress', 'grey'],
      ['apostille_complete', 'Apostille Complete', 'purple'],
      ['shipped', 'Shipped', 'purple'],
      ['delivered', 'Delivered', 'green'],
      ['cancelled', 'Cancelled', 'grey'],
    ]);
    expect(ORDER_STATUSES[0].description).toBe('Order received, awaiting processing');
    expect(ORDER_STATUSES[1].description).toBe('Order is being processed');
  });

  it('keeps Cancelled off the forward path: no step of the timeline, no work to do, no arrival', () => {
    expect(ORDER_LIFECYCLE.map((s) => s.key)).not.toContain('cancelled');
    expect(statusIndex('cancelled')).toBe(-1);
    expect(workStillToDo('cancelled')).toBe(false);
    expect(originalsHaveArrived('cancelled')).toBe(false);
    expect(isOrderStatus('cancelled')).toBe(true);
  });

  it('maps the documents_received alias', () => {
    expect(normalizeOrderStatus('documents_received')).toBe('docs_received');
    expect(statusLabel('documents_received')).toBe('Documents Received');
    expect(statusIndex('documents_received')).toBe(2);
    expect(isOrderStatus('documents_received')).toBe(false);
    expect(isOrderStatus('docs_received')).toBe(true);
  });

  it('handles unknown and generic values', () => {
    expect(normalizeOrderStatus('completed')).toBeUndefined();
    expect(normalizeOrderStatus(undefined)).toBeUndefined();
    expect(statusLabel('weird_status')).toBe('weird_status');
    expect(statusColour('completed')).toBe('green');
    expect(statusColour('weird_status')).toBe('grey');
    expect(statusIndex('weird_status')).toBe(-1);
    expect(statusIndex('delivered')).toBe(6);
  });
});

describe('order numbers', () => {
  it('pads to three digits and grows beyond 999', () => {
    expect(formatOrderNumber(2026, 1)).toBe('APO-2026-001');
    expect(formatOrderNumber(2026, 42)).toBe('APO-2026-042');
    expect(formatOrderNumber(2026, 999)).toBe('APO-2026-999');
    expect(formatOrderNumber(2026, 1234)).toBe('APO-2026-1234');
    expect(ORDER_NUMBER_PATTERN.test(formatOrderNumber(2026, 1234))).toBe(true);
  });

  it('rejects bad inputs', () => {
    expect(() => formatOrderNumber(2026, 0)).toThrow();
    expect(() => formatOrderNumber(26, 1)).toThrow();
    expect(() => formatOrderNumber(2026, 1.5)).toThrow();
  });

  it('parses round-trip and tolerates case and spaces', () => {
    expect(parseOrderNumber('APO-2026-001')).toEqual({ year: 2026, sequence: 1 });
    expect(parseOrderNumber(' apo-2026-1234 ')).toEqual({ year: 2026, sequence: 1234 });
    expect(parseOrderNumber('APO-2026-01')).toBeUndefined();
    expect(parseOrderNumber('APO-2026-000')).toBeUndefined();
    expect(parseOrderNumber('XYZ')).toBeUndefined();
  });
});

describe('the history customers see', () => {
  it("shows staff's words, never a rule's name, and says received at our centre", () => {
    expect(customerHistoryNote('docs_received', 'Automation: Mark documents received when the packing slip is scanned', false)).toBe('Received at our centre');
    expect(customerHistoryNote('docs_received', null, true)).toBe('Received at our centre');
    expect(customerHistoryNote('shipped', 'Sent via USPS Priority Mail', true)).toBe('Sent via USPS Priority Mail');
    expect(customerHistoryNote('processing', 'Automation: Paid order starts processing', false)).toBeNull();
  });
});

describe('files as documents', () => {
  it('lists a document with two files once, and files of older orders one by one', () => {
    expect(
      groupFilesByDocument([
        { documentNumber: 1, documentType: 'Birth Certificate', originalName: 'birth-front.jpg' },
        { documentNumber: 1, documentType: 'Birth Certificate', originalName: 'birth-back.jpg' },
        { documentNumber: 2, documentType: 'College Diploma', originalName: 'diploma.pdf' },
        { documentNumber: 3, documentType: 'FBI Background Check', originalName: 'fbi.pdf' },
      ]),
    ).toEqual([
      { number: 1, documentType: 'Birth Certificate', files: ['birth-front.jpg', 'birth-back.jpg'] },
      { number: 2, documentType: 'College Diploma', files: ['diploma.pdf'] },
      { number: 3, documentType: 'FBI Background Check', files: ['fbi.pdf'] },
    ]);
    expect(
      groupFilesByDocument([
        { documentType: 'Deed', originalName: 'a.pdf' },
        { documentNumber: null, documentType: 'Deed', originalName: 'b.pdf' },
      ]),
    ).toHaveLength(2);
  });
});
