// `npm run ask`: the engine without a server. stdout carries only the answers, one JSON line each
// (or a readable card without --json); everything else goes to stderr.
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import type { AskContext, AskResult, DataSource } from '@parley/analytics';
import { ask, openSource } from '@parley/analytics';
import { parseAskArgs } from './ask-args';
import { renderText } from './render-text';

type BatchLine = { question?: unknown; now?: unknown; locale?: unknown };

function publicShape(result: AskResult): object {
  if ('card' in result) return result.card;
  if ('prompt' in result) return { prompt: result.prompt };
  return { error: result.error };
}

async function answerBatch(
  source: DataSource,
  file: string,
  defaults: { now?: string; locale?: string },
): Promise<void> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let context: AskContext | undefined;
  for await (const line of lines) {
    if (!line.trim()) continue;
    let out: object;
    try {
      const q = JSON.parse(line) as BatchLine;
      if (typeof q.question !== 'string') throw new Error('missing "question"');
      const result = await ask(source, {
        phrase: q.question,
        now: typeof q.now === 'string' ? q.now : defaults.now,
        locale: typeof q.locale === 'string' ? q.locale : defaults.locale,
        context,
      });
      context = result.context ?? context;
      out = publicShape(result);
    } catch (error) {
      out = { error: error instanceof Error ? error.message : String(error) };
    }
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
}

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
      await answerBatch(source, args.batch, { now: args.now, locale: args.locale });
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
