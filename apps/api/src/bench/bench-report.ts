import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const load = createRequire(__filename);

/** The value below which p percent of the sorted samples lie (nearest rank); NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Puts a bench's results into BENCHMARKS.md as its `## <name>` section: the section it wrote last
 * time is replaced, the others kept, so each bench can be run on its own.
 */
export function writeBenchmarkSection(name: string, markdown: string): void {
  const file = resolve(__dirname, '../../../../BENCHMARKS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const section = new RegExp(`## ${name}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = section.test(current)
    ? current.replace(section, markdown.trimEnd() + '\n')
    : `${current.trimEnd()}\n\n${markdown.trimEnd()}\n`;
  writeFileSync(file, next);
  // The file is kept in the workspace's format (CI checks it): tables aligned as prettier does.
  spawnSync(process.execPath, [load.resolve('prettier/bin/prettier.cjs'), '--write', file], {
    stdio: 'ignore',
  });
}
