import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** Fontsource's .woff fallbacks: every browser that reads `unicode-range` reads woff2 (as the storefront). */
function woff2Only(): Plugin {
  return {
    name: 'admin:woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource(-variable)?\/.+\.css(\?|$)/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]+\.woff\)\s*format\('woff'\)/g, ''), map: null };
    },
  };
}

export default defineConfig({
  plugins: [woff2Only(), tailwindcss(), reactRouter()],
  server: { port: Number(process.env.ADMIN_PORT ?? 3001) },
  build: { assetsInlineLimit: 0 },
});
