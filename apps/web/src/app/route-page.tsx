import type { TLanguage } from '@ehome/shared/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces, prefetchNamespaces, type TFeatureNamespace } from '../platform/i18n';

/** A lazy page that can start downloading its code and catalogues before it renders. */
export type TPreloadablePage = LazyExoticComponent<ComponentType> & {
  preload: (language: TLanguage) => Promise<unknown>;
};

export type TAppRoute = {
  path: string;
  /** 'auth' routes send a logged-out user to the login page and back. */
  access: 'public' | 'auth';
  Page: TPreloadablePage;
};

/**
 * React.lazy for a page module (named export, one page per file). Pages get the query cache's
 * provider, downloaded together with the page; `withQueries: false` is for the session pages, the
 * first screens a visitor downloads, which only post a form and so do without the query library.
 */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { withQueries = true, namespaces = [] as readonly TFeatureNamespace[] } = {},
): TPreloadablePage {
  // The same imports as below (a module is fetched and run once), minus adding the catalogues,
  // which needs i18next initialised: app/preload-route.ts calls this before it is.
  const preload = (language: TLanguage) =>
    Promise.all([
      withQueries && import('./query-provider'),
      load(),
      prefetchNamespaces(namespaces, language),
    ]);
  const LazyPage = lazy(async () => {
    if (!withQueries) return { default: (await load())[name] };
    const [{ QueryProvider }, module] = await Promise.all([
      import('./query-provider'),
      load(),
      loadNamespaces(namespaces),
    ]);
    const Page: ComponentType = module[name];
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
  return Object.assign(LazyPage, { preload });
}
