import { documentRouteViews, formatUsd, REVIEW_MESSAGE } from '@apostille/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessDays, dateForPeople, DocumentRoutesSection, RoutePanel, routesOf } from './RoutePanel';

const date = new Date('2026-11-28T12:00:00Z');
const routeTo = (
  destinationCountry: string,
  documentType = 'FBI Background Check',
  issuer?: Parameters<typeof documentRouteViews>[0]['documents'][number]['issuer'],
) => documentRouteViews({ documents: [{ documentType, issuer }], destinationCountry, date })[0];

describe('route panel', () => {
  it('an FBI check for Spain: the Department of State, its fee, typical time, the risks and the data date', () => {
    const route = routeTo('Spain');
    render(<RoutePanel route={route} />);
    const panel = screen.getByRole('region', { name: 'Route for document 1: FBI Background Check' });
    const steps = within(panel).getByRole('list', { name: 'Route steps' });
    expect(steps.textContent).toContain('U.S. Department of State');
    expect(steps.textContent).toContain(`Government fee: ${formatUsd(2000)}`);
    expect(steps.textContent).toContain(`Typical time: ${businessDays(route.steps[0].typicalDays)}`);
    const checklist = within(panel).getByRole('list', { name: 'Checklist' });
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(route.risks.length);
    expect(checklist.textContent?.toLowerCase()).toContain('notar');
    expect(within(panel).getByText(`Route data as of ${dateForPeople(route.asOf)}`)).toBeTruthy();
  });

  it('a non-Hague destination marks the embassy fee as quoted after review', () => {
    const route = routeTo('United Arab Emirates', 'Birth Certificate');
    expect(route.kind).toBe('legalization');
    render(<RoutePanel route={route} />);
    expect(screen.getAllByText(/Embassy fee quoted after review/).length).toBeGreaterThan(0);
  });

  it("'Other Country' and a foreign document: we confirm the route after review, no step guessed", () => {
    render(
      <>
        <RoutePanel route={routeTo('Other Country', 'Birth Certificate')} />
        <RoutePanel route={{ ...routeTo('Spain', 'Birth Certificate', { kind: 'foreign-country', country: 'Germany' }), documentNumber: 2 }} />
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent?.startsWith(REVIEW_MESSAGE))).toEqual([true, true]);
    expect(screen.queryByRole('list', { name: 'Route steps' })).toBeNull();
  });

  it('typical times and dates in plain words', () => {
    expect(businessDays({ min: 5, max: 7 })).toBe('5–7 business days');
    expect(businessDays({ min: 1, max: 1 })).toBe('1 business day');
    expect(businessDays({ min: 3, max: null })).toBe('at least 3 business days');
    expect(dateForPeople('2026-11-20')).toBe('November 20, 2026');
  });

  it("an order's routes show when the response has them, nothing when absent", () => {
    expect(routesOf({ orderNumber: 'APO-2026-001' })).toEqual([]);
    expect(routesOf({ documentRoutes: [{ nope: 1 }] })).toEqual([]);
    const routes = routesOf({ documentRoutes: [routeTo('Spain')] });
    expect(routes).toHaveLength(1);
    // As the API answers it: fees in dollars.
    const answered = routesOf({
      documentRoutes: [
        { ...routeTo('Spain'), steps: routeTo('Spain').steps.map(({ feeCents, ...step }) => ({ ...step, fee: feeCents === null ? null : feeCents / 100 })) },
      ],
    });
    expect(answered[0].steps[0].feeCents).toBe(2000);
    const { container } = render(<DocumentRoutesSection routes={[]} />);
    expect(container.textContent).toBe('');
    render(<DocumentRoutesSection routes={routes} />);
    expect(screen.getByRole('heading', { name: "Your documents' routes" })).toBeTruthy();
  });
});
