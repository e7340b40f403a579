import { fileURLToPath } from 'node:url';
import tailwindcss from 'tailwindcss';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellOutput } from './build/app-shell';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), appShellOutput],
  css: {
    postcss: { plugins: [tailwindcss({ config: `${webRoot}tailwind.config.ts` })] },
  },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // Which source module went into which chunk: the bundle budget test reads it.
    manifest: true,
    // Every browser we target preloads modules natively (Safari since 17); the polyfill would
    // cost every first load half a kilobyte of JavaScript for the few that do not, which then
    // merely fetch the same modules a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and React DOM in one chunk every page needs anyway. Left to itself
        // the bundler splits them by which lazy pages share them, which costs the home page's
        // first load bytes it does not use (test/build/home-bundle-budget.test.ts).
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // Loopback unless `npm run dev` was given another HOST (docs/local-stack.md).
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    // Tests and the local stack expect this exact port; failing beats silently moving.
    strictPort: true,
    // The web imports isomorphic code from <repo>/shared, outside the Vite root.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3001',
      '/runtime-config.json': process.env.API_PROXY_TARGET ?? 'http://localhost:3001',
    },
  },
});
