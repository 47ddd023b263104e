import type { TLanguage } from '@ehome/shared/constants';
import { type ComponentType, use } from 'react';
import { loadNamespaces, prefetchNamespaces, type TFeatureNamespace } from '../platform/i18n';
import { settledImport } from '../platform/settled-import';

/** A lazy page that can start downloading its code and catalogues before it renders. */
export type TPreloadablePage = ComponentType & {
  /** Fetches the page's code and catalogues; callable before i18next is initialised. */
  preload: (language: TLanguage) => Promise<unknown>;
  /** Makes the page's component (i18next initialised): once settled, the page renders without suspending. */
  load: () => Promise<unknown>;
};

export type TAppRoute = {
  path: string;
  /** 'auth' routes send a logged-out user to the login page and back. */
  access: 'public' | 'auth';
  Page: TPreloadablePage;
  /** Query parameters the screen shows nothing without (TScreen['needs']). */
  needs?: readonly string[];
};

/**
 * A lazy page for a page module (named export, one page per file). Pages get the query cache's
 * provider, downloaded together with the page; `withQueries: false` is for the session pages, the
 * first screens a visitor downloads, which only post a form and so do without the query library.
 * Like React.lazy, but a page loaded before it renders does not suspend (platform/settled-import.ts).
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
  const screen = settledImport(async (): Promise<ComponentType> => {
    if (!withQueries) return (await load())[name];
    const [{ QueryProvider }, module] = await Promise.all([
      import('./query-provider'),
      load(),
      loadNamespaces(namespaces),
    ]);
    const Page: ComponentType = module[name];
    return () => (
      <QueryProvider>
        <Page />
      </QueryProvider>
    );
  });
  // biome-ignore lint/correctness/noComponentHookFactories: one component per page, made once when the route tables are built, as React.lazy makes it.
  function LazyPage() {
    const Screen = use(screen());
    return <Screen />;
  }
  return Object.assign(LazyPage, { preload, load: screen });
}
