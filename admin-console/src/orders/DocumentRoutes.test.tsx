import { documentRouteViews, type OrderStoryView } from '@apostille/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Routes } from './DocumentRoutes';

const story = (documentRoutes: OrderStoryView['documentRoutes']) => ({ documentRoutes }) as OrderStoryView;

describe('the Routes section of an order page', () => {
  it('shows each document with its steps, office, what it issues, fee or review note, typical time, risks and as-of day', () => {
    const routes = documentRouteViews({
      documents: [{ documentType: 'FBI Background Check' }, { documentType: 'Birth Certificate' }],
      destinationCountry: 'Spain',
      date: new Date('2026-11-27T12:00:00Z'),
    });
    render(<Routes story={story(routes)} />);
    const section = screen.getByRole('region', { name: 'Routes' });
    const fbi = within(section).getByRole('article', { name: 'Document 1 route' });
    expect(within(fbi).getByRole('heading', { name: 'Document 1: FBI Background Check' })).toBeTruthy();
    expect(fbi.textContent).toContain('U.S. Department of State');
    expect(fbi.textContent).toContain('Apostille');
    expect(fbi.textContent).toContain('Fee: $20.00');
    expect(fbi.textContent).toMatch(/Typical time: (\d+|Not known)/);
    expect(fbi.textContent).toContain(`Route data as of ${routes[0].asOf}`);
    for (const risk of routes[0].risks) expect(fbi.textContent).toContain(risk);
    expect(within(section).getByRole('article', { name: 'Document 2 route' }).textContent).toContain('Florida');
  });

  it('says a fee is quoted after review when the route has no known fee', () => {
    const [route] = documentRouteViews({
      documents: [{ documentType: 'Birth Certificate' }],
      destinationCountry: 'Spain',
      date: new Date('2026-11-27T12:00:00Z'),
    });
    const pending = { ...route, steps: [{ ...route.steps[0], feeCents: null, feeNote: 'Embassy fee quoted after review' }] };
    render(<Routes story={story([pending])} />);
    expect(screen.getByRole('article', { name: 'Document 1 route' }).textContent).toContain('Fee: Embassy fee quoted after review');
  });

  it('tells staff when an older order kept no route', () => {
    render(<Routes story={story([])} />);
    expect(screen.getByRole('region', { name: 'Routes' }).textContent).toContain('No route was kept');
  });
});
