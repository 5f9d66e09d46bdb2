// The npm registry this project installs from serves only some platforms' builds of a few native
// packages (@swc/core, unrs-resolver). `npm install` then leaves their other platforms out of
// package-lock.json, and `npm ci` refuses the lock as out of sync. This script adds the missing
// optional platform entries (os/cpu only, never installed on a mismatching machine), so `npm ci`
// works on a clean checkout. The root `postinstall` runs it, so every `npm install` keeps the lock whole.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const tail = name.split('/').pop();
  const parts = tail.split('-');
  const osNames = [
    'darwin',
    'linux',
    'win32',
    'freebsd',
    'android',
    'openharmony',
    'sunos',
    'netbsd',
    'openbsd',
    'aix',
  ];
  const osIndex = parts.findIndex((p) => osNames.includes(p));
  if (osIndex === -1) return null;
  const os = parts[osIndex];
  const cpu = parts[osIndex + 1];
  const abi = parts[osIndex + 2] ?? '';
  const libc =
    os === 'linux'
      ? abi.startsWith('musl')
        ? 'musl'
        : abi.startsWith('gnu')
          ? 'glibc'
          : undefined
      : undefined;
  return { os: [os], cpu: [cpu === 'eabi' ? 'arm' : cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.includes('node_modules/') || !entry.optionalDependencies) continue;
  const base = path.slice(0, path.lastIndexOf('node_modules/'));
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    const at = `${base}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[at] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[hoisted] = { version, optional: true, ...platform };
    added += 1;
  }
}
if (added === 0) process.exit(0);
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: added ${added} optional platform entries`);
