import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Fontsource stylesheets list a .woff fallback after every .woff2 file. Every browser that
 * understands `unicode-range` reads woff2, so the fallbacks only bloat the build (the Chinese
 * font alone has ~100 chunks per weight): drop them.
 */
function woff2Only(): Plugin {
  return {
    name: 'shop:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource\/.+\.css(\?|$)/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]+\.woff\)\s*format\('woff'\)/g, ''), map: null };
    },
  };
}

/**
 * The small modules the layout and the routes share on first load (icons, i18n, the drawers' and
 * the notices' state, utilities) go into one chunk instead of a handful of tiny ones: fewer
 * requests and better compression on first load. Modules only the lazy parts use (drawers, footer)
 * stay out of it.
 */
const SHARED_SHELL =
  /apps\/web\/app\/(?:constants|components\/(?:link|error-content|layout\/(?:idle-hydrated|lazy-drawers)|ui\/(?:icons|brand-icons|img|text))|state\/(?:drawers|feedback)|i18n\/|utils\/(?:shell|error-payload))\b|packages\/i18n\/src\/(?:locales|messages\/index)\b/;

/**
 * The cart, wishlist and compare state (with the resource routes' optimistic views) and the count
 * badges: one chunk that the idle-hydrated header and bottom bar, the drawers and the product and
 * compare pages share. A home page's first load does without it.
 */
const SHOP_LISTS =
  /apps\/web\/app\/(?:state\/(?:cart|cart-types|wishlist|compare|customer|local-list)|routes\/resources\/[\w-]+\.optimistic|utils\/intents|components\/ui\/count-badge)\b/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [woff2Only(), tailwindcss(), reactRouter()],
  // In development the pages name the API's pictures on their own origin too (SAME_ORIGIN_MEDIA,
  // decision 026): Vite forwards them, as server/index.mjs does in production.
  server: { proxy: { '/media/': process.env.API_URL ?? 'http://127.0.0.1:4000' } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? // The server renders the deferred parts eagerly (entry.server.tsx): their lazy imports
        // are meant for the browser build only.
        { checks: { ineffectiveDynamicImport: false } }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', test: SHARED_SHELL },
                { name: 'shop-lists', test: SHOP_LISTS },
              ],
            },
          },
        },
  },
}));
