// Grades the project's `ask` CLI on the strangers questions beside this file, with the public business
// eval's match rules (/work/shared/eval/business/match.mjs, imported from ../shared beside the project root).
// Usage, from the project root:
//   node tools/eval/strangers/grade.mjs [--verbose] [--no-build] [--only id,id]
// Contract (ARCHITECTURE.md, as ../shared/eval/business/grade.mjs uses it):
//   npm run -s ask -- --source FILE --batch QUESTIONS.jsonl --json
// --no-build runs the already built CLI (node tools/dist/ask/ask-cli.js) instead of `npm run ask`, whose
// first step rebuilds tools and, through nx, any stale library dist others may be testing against.
// The loop itself is shared with the other held-out sets: ../grade-set.mjs.
import { gradeSet } from '../grade-set.mjs';
await gradeSet(new URL('.', import.meta.url), 'ask-strangers-');
