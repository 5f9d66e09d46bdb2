// Arguments of `npm run ask` (ARCHITECTURE.md, "`ask` CLI").
export type AskArgs = {
  source: string;
  now?: string;
  locale?: string;
  json: boolean;
  batch?: string;
  question?: string;
};

export function parseAskArgs(argv: string[]): AskArgs | { usage: string } {
  const args: Partial<AskArgs> & { json: boolean } = { json: false };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => argv[++i];
    if (a === '--source') args.source = value();
    else if (a === '--now') args.now = value();
    else if (a === '--locale') args.locale = value();
    else if (a === '--batch') args.batch = value();
    else if (a === '--json') args.json = true;
    else rest.push(a);
  }
  const usage =
    'usage: npm run ask -- --source <file.csv|.json|.parquet|.xlsx|demo> [--now YYYY-MM-DD] [--locale en-US|en-GB|tr] [--json] "question"\n' +
    '       npm run ask -- --source <...> --batch <questions.jsonl> --json';
  if (!args.source) return { usage };
  if (args.now && !/^\d{4}-\d{2}-\d{2}$/.test(args.now))
    return { usage: `--now must be YYYY-MM-DD\n${usage}` };
  if (!args.batch && !rest.length) return { usage };
  return { ...args, source: args.source, question: rest.join(' ') || undefined };
}
