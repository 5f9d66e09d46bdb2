// Gold answers for the strangers-2 questions, computed with DuckDB from the data beside this file.
// Run from the project root:
//   node tools/eval/strangers-2/make-gold.mjs
import { makeGold } from '../make-gold-set.mjs';

await makeGold(new URL('.', import.meta.url).pathname);
