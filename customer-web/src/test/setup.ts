import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Pages load on first visit (App.tsx). On a busy machine that import can take longer than Testing
// Library's one-second default, so waits for an element get more room; they still end at the event.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and has no scrollIntoView; the order form scrolls its first invalid field
// into view in the next animation frame, which may come after the test that caused it.
if (typeof (Element.prototype as Partial<Element>).scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
