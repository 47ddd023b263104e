import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineStylesheet } from './scripts/inline-stylesheet.mjs';

/**
 * The server messages load one language at a time (src/platform/server-messages.ts imports
 * packages/shared/src/i18n/messages-<lang>.ts). Each area's file holds zh, en and ja; imported by
 * the three language modules it would become one chunk shared by them, with all three languages.
 * So each language module gets its own copy of the files it imports (`?lang=<lang>`), in which the
 * bundler keeps only that language (the others are unused exports, tree-shaken). The build fails
 * if a language's chunk imports another chunk or holds a module that is not its own copy.
 */
function serverMessagesPerLanguage(): Plugin {
  const languageModule = /[\\/]i18n[\\/]messages-(zh|en|ja)\.ts$/;
  return {
    name: 'server-messages-per-language',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const language = importer ? languageModule.exec(importer)?.[1] : undefined;
      if (!language || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?lang=${language}` } : null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const language = chunk.type === 'chunk' && languageModule.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!language || chunk.type !== 'chunk') continue;
        const own = (id: string) => id === chunk.facadeModuleId || id.endsWith(`?lang=${language}`);
        const foreign = [...chunk.imports, ...Object.keys(chunk.modules).filter((id) => !own(id))];
        if (foreign.length > 0)
          this.error(`${chunk.fileName} must hold its language only, but it also has ${foreign.join(', ')}`);
      }
    },
  };
}

/**
 * The kits of the first screens (scripts/build.mjs, which runs the build twice): the first pass
 * leaves WEB_KIT_PLAN unset and gets the bundler's own split; the second gets, for each kit, the
 * modules the first pass loaded with the login or the home page, and makes each set one chunk. The
 * entry's modules are a group of their own with a higher priority, so that a kit does not pull the
 * modules it depends on out of the entry (a group takes its modules' dependencies with it).
 */
function kitGroups() {
  const planFile = process.env.WEB_KIT_PLAN;
  if (!planFile) return [];
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as Record<string, string[]>;
  // The plan lists the groups in priority order: the entry's modules, kit-login, kit-home, kit-small.
  return Object.entries(plan).map(([name, ids], index) => {
    const members = new Set(ids);
    return { name, test: (id: string) => members.has(id), priority: 30 - index };
  });
}

/**
 * The entry's stylesheet goes into the page's HTML (scripts/inline-stylesheet.mjs), so the page
 * paints its spinner as soon as the HTML is in, without waiting for a stylesheet request: at slow
 * 4G the leave form's first paint came 0.6 s sooner (docs/PERFORMANCE.md, "Issue 13, nineteenth
 * round").
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        let page = html;
        for (const file of chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`the entry's stylesheet ${file} is not in the build`);
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          page = inlineStylesheet(page, `/${file}`, css);
        }
        return page;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), serverMessagesPerLanguage(), inlineEntryStylesheet()],
  resolve: {
    // npm hoisted React 18 to the repo root for antd-mobile's peer ranges; the app runs React 19
    // from apps/web, so every package must resolve to that one copy.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    // API_PROXY_TARGET lets several servers run side by side (one per developer or worktree).
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // scripts/report-size.mjs reads the manifest to find the entry's static imports and lazy chunks.
    manifest: true,
    target: 'es2020',
    // modulepreload is native in every browser that runs the app's ES2020 code (in-app browsers
    // are current Chromium/WebKit), so Vite's polyfill would only add bytes to the first load.
    modulePreload: {
      polyfill: false,
      // The later screens' table (src/app/more-routes.ts) lists some two hundred screens: with each
      // one's preload list it weighed 13.6 KB compressed, on top of every later screen. From it only
      // the stylesheets are listed (Vite loads a lazy chunk's CSS through this list); a screen's
      // scripts come by its own imports. The first-load table and every other lazy import keep
      // their full lists. docs/PERFORMANCE.md, "Lazy screens: the later table without preload lists".
      resolveDependencies: (_filename, deps, { hostId }) =>
        /more-routes/.test(hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rollupOptions: {
      output: {
        // Leaflet in a chunk of its own, named, so that the first-load journey can hold the map
        // library to its own budget and each screen's app code to the 60 KB of a lazy route
        // (docs/ARCHITECTURE.md, "Bundle budget per screen"). Only the map widgets import it.
        codeSplitting: {
          groups: [
            { name: 'leaflet', test: /[\\/]node_modules[\\/]leaflet[\\/]/, priority: 40 },
            ...kitGroups(),
          ],
        },
      },
    },
  },
});
