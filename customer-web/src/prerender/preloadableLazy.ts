import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy uses
type AnyComponent = ComponentType<any>;

export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Downloads the component's code; a later render shows it without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy whose code can be loaded before the first render. A prerendered page (prerenderSite.ts)
 * is swapped for the live app only once the parts it shows are loaded: a part that suspended then
 * would replace finished content with a loading state for a moment.
 *
 * Once loaded, the loader hands React a thenable that calls back at once, and React's lazy then
 * resolves in the same render instead of suspending.
 */
export function preloadableLazy<T extends AnyComponent>(load: () => Promise<T>): PreloadableLazy<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const preload = () => {
    // A failed download is forgotten, so the next render (or preload) tries again.
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
    }
    return preload().then((c) => ({ default: c }));
  });
  return Object.assign(component, { preload: () => preload().then(() => undefined) });
}
