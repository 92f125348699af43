import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Greeting() {
  return <p>Hello</p>;
}

const render = (Component: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );

describe('preloadableLazy', () => {
  it('suspends like React.lazy when nothing was preloaded', () => {
    const Lazy = preloadableLazy(() => Promise.resolve(Greeting));
    expect(render(Lazy)).toContain('Loading');
  });

  it('renders at once, in the first render, once preloaded', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve(Greeting));
    await Lazy.preload();
    const html = render(Lazy);
    expect(html).toContain('Hello');
    expect(html).not.toContain('Loading');
  });

  it('downloads once however often it is preloaded', async () => {
    let downloads = 0;
    const Lazy = preloadableLazy(() => {
      downloads++;
      return Promise.resolve(Greeting);
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(downloads).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const Lazy = preloadableLazy(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)));
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(attempts).toBe(2);
    expect(render(Lazy)).toContain('Hello');
  });
});
