import { InvalidRuleDefinitionError, parseRuleDefinition, runsInBatch } from './rule-definition.js';

const conditions = { eventTypes: ['order.overdue'] };

describe('automation rule definitions', () => {
  it('accepts the three actions: change a status, send a customer notification, add a staff note', () => {
    const actions = [
      { type: 'change_status', status: 'processing' },
      { type: 'send_notification', notification: 'payment-reminder' },
      { type: 'add_staff_note', text: 'Past its turnaround: call the state office.' },
    ];
    expect(parseRuleDefinition(conditions, actions)).toEqual({ conditions, actions });
  });

  it.each([
    [{ eventTypes: [] }, [{ type: 'change_status', status: 'processing' }], /eventTypes/],
    [{ eventTypes: ['order.exploded'] }, [{ type: 'change_status', status: 'processing' }], /eventTypes/],
    [{ ...conditions, orderPaid: 'yes' }, [{ type: 'change_status', status: 'processing' }], /orderPaid/],
    [{ ...conditions, colour: 'red' }, [{ type: 'change_status', status: 'processing' }], /unknown field colour/],
    [conditions, [], /at least one action/],
    [conditions, [{ type: 'change_status', status: 'teleported' }], /order status/],
    [conditions, [{ type: 'send_notification', notification: 'birthday-card' }], /payment-reminder, document-ready, delivery-confirmation/],
    [conditions, [{ type: 'send_notification', notification: 'payment-reminder', to: 'someone@else.example' }], /unknown field to/],
    [conditions, [{ type: 'add_staff_note', text: '   ' }], /1 to 2000 characters/],
    [conditions, [{ type: 'add_staff_note', text: 'x'.repeat(2001) }], /1 to 2000 characters/],
    [conditions, [{ type: 'delete_order' }], /not a known action/],
  ])('refuses %j with %j', (badConditions, badActions, message) => {
    expect(() => parseRuleDefinition(badConditions, badActions)).toThrow(InvalidRuleDefinitionError);
    expect(() => parseRuleDefinition(badConditions, badActions)).toThrow(message);
  });

  it('leaves rules that wait for an occurrence out of batch runs, and runs rules that read the order state', () => {
    expect(runsInBatch({ eventTypes: ['packing_slip.scanned'] })).toBe(false);
    expect(runsInBatch({ eventTypes: ['payment_link.unpaid', 'order.overdue'] })).toBe(false);
    expect(runsInBatch({ eventTypes: ['payment.received'], orderPaid: true })).toBe(true);
    expect(runsInBatch({ eventTypes: ['packing_slip.scanned', 'document.apostille_completed'] })).toBe(true);
  });
});
