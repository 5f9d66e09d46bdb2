// `npm run ask`: the engine without a server. stdout carries only the answers, one JSON line each
// (or a readable card without --json); everything else goes to stderr.
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import type { DataSource } from '@parley/analytics';
import { ask, openSource } from '@parley/analytics';
import { parseAskArgs } from './ask-args';
import { answerBatch, publicShape } from './ask-batch';
import { renderText } from './render-text';

async function main(): Promise<number> {
  const args = parseAskArgs(process.argv.slice(2));
  if ('usage' in args) {
    console.error(args.usage);
    return 2;
  }
  let source: DataSource;
  try {
    source = await openSource(
      args.source === 'demo'
        ? { kind: 'demo', now: args.now }
        : { kind: 'file', path: resolve(process.cwd(), args.source) },
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`cannot open ${args.source}: ${message}`);
    if (args.json)
      process.stdout.write(`${JSON.stringify({ error: `cannot open source: ${message}` })}\n`);
    return 1;
  }
  try {
    if (args.batch) {
      const lines = createInterface({
        input: createReadStream(args.batch, 'utf8'),
        crlfDelay: Infinity,
      });
      await answerBatch(source, lines, { now: args.now, locale: args.locale }, (line) =>
        process.stdout.write(`${line}\n`),
      );
      return 0;
    }
    const result = await ask(source, {
      phrase: args.question ?? '',
      now: args.now,
      locale: args.locale,
    });
    process.stdout.write(
      args.json ? `${JSON.stringify(publicShape(result))}\n` : renderText(result),
    );
    return 'error' in result ? 1 : 0;
  } finally {
    source.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
