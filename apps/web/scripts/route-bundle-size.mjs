// JavaScript a route loads on first visit, gzipped, from the Vite manifest of apps/web/dist.
// Usage: node apps/web/scripts/route-bundle-size.mjs  (after `npx nx run web:build`)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// A chunk and everything it imports statically (what the browser fetches before the chunk runs).
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const routes = {
  'sign-in (/login)': ['index.html', 'src/modules/auth/components/SignInScreen.tsx'],
  'conversation (/conversation)': [
    'index.html',
    'src/modules/layout/components/AppLayout.tsx',
    'src/modules/conversation/components/ConversationScreen.tsx',
  ],
};

const budgetKb = 250;
const report = {};
for (const [route, entries] of Object.entries(routes)) {
  const files = [...closure(entries)]
    .map((key) => manifest[key]?.file)
    .filter((file) => file?.endsWith('.js'));
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  report[route] = { files: files.length, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}
console.log(
  JSON.stringify({ budgetKb: { 'sign-in (/login)': budgetKb }, routes: report }, null, 2),
);
