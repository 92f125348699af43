import { describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_CSV_COLUMNS,
  ADMIN_ORDER_DELIVERY_METHODS,
  csvCell,
  csvLine,
  escapeLikePattern,
  isCompletedStatus,
  isProcessingStatus,
  ordersExportFileName,
  COMPLETED_STATUS_GROUP,
  MOBILE_ORDER_STATUS_TABS,
  ORDER_STATUS_GROUPS,
  orderHelpChatLink,
  orderHelpMailLink,
  PROCESSING_STATUS_GROUP,
} from './admin-orders';
import { ORDER_STATUSES } from './orders/order-status';

describe('admin order status groups', () => {
  it('puts each status in at most one group, Cancelled in none', () => {
    const groups = ORDER_STATUSES.map((s) => [s.key, isProcessingStatus(s.key), isCompletedStatus(s.key)]);
    expect(groups).toEqual([
      ['pending', false, false],
      ['processing', true, false],
      ['docs_received', true, false],
      ['authentication_in_progress', true, false],
      ['apostille_complete', false, true],
      ['shipped', false, true],
      ['delivered', false, true],
      ['cancelled', false, false],
    ]);
    expect(isProcessingStatus('documents_received')).toBe(true);
    expect(isCompletedStatus('completed')).toBe(true);
  });
});

describe('CSV export format', () => {
  it('quotes only when needed and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1 850 555')).toBe("'+1 850 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('ends lines with CRLF and names the file by day', () => {
    expect(csvLine(['a', null, 1])).toBe('a,,1\r\n');
    expect(ordersExportFileName(new Date('2026-03-04T23:59:00Z'))).toBe('orders-export-2026-03-04.csv');
    expect(ADMIN_ORDER_CSV_COLUMNS[0]).toEqual({ header: 'Order Number', field: 'orderNumber' });
  });
});

describe('search and catalog helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLikePattern('50%_off\\x')).toBe('50\\%\\_off\\\\x');
  });

  it('knows every delivery method an order may carry', () => {
    expect(ADMIN_ORDER_DELIVERY_METHODS).toEqual(['mail', 'pickup', 'fedex', 'ups', 'dhl', 'usps_priority', 'fedex_domestic', 'fedex_international']);
  });
});

describe('the mobile card Contact link', () => {
  const order = { customerFirstName: 'Ana', orderNumber: 'APO-2026-000123', customerEmail: 'ana@example.com' };
  const text = encodeURIComponent('Hi Ana, this is the apostille team about your order APO-2026-000123. How can we help?');

  it('opens a chat with an international number as written, dropping its punctuation', () => {
    expect(orderHelpChatLink({ ...order, customerPhone: '+44 20 7946-0958' })).toBe(`https://wa.me/442079460958?text=${text}`);
  });

  it('reads a ten-digit number without a country code as North American', () => {
    expect(orderHelpChatLink({ ...order, customerPhone: '(850) 555-0143' })).toBe(`https://wa.me/18505550143?text=${text}`);
  });

  it('offers no chat for a phone too short to be a chat number, and e-mail instead', () => {
    expect(orderHelpChatLink({ ...order, customerPhone: '555-0143' })).toBeNull();
    expect(orderHelpChatLink({ ...order, customerPhone: null })).toBeNull();
    expect(orderHelpMailLink(order)).toBe(`mailto:ana@example.com?subject=${encodeURIComponent('Your order APO-2026-000123')}&body=${text}`);
  });
});

describe('the mobile status tabs', () => {
  it('are All, Pending, Processing and Complete, the last two the Overview card groups', () => {
    expect(MOBILE_ORDER_STATUS_TABS.map((tab) => tab.label)).toEqual(['All', 'Pending', 'Processing', 'Complete']);
    expect(ORDER_STATUS_GROUPS.processing).toBe(PROCESSING_STATUS_GROUP);
    expect(ORDER_STATUS_GROUPS.complete).toBe(COMPLETED_STATUS_GROUP);
  });
});
