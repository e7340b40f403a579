import type { Config } from 'tailwindcss';

const webRoot = new URL('.', import.meta.url).pathname;

export default {
  content: [`${webRoot}index.html`, `${webRoot}src/**/*.{ts,tsx}`],
  // The theme is a class on <html> (lib/theme.ts), not the media query, so the toggle wins.
  darkMode: 'class',
  theme: { extend: {} },
} satisfies Config;
