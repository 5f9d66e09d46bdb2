// The reading ranker's weights, written by tools/scripts/fit-reading-weights.mjs (do not edit by
// hand: run the script, which fits them on one half of the public external questions and checks
// them on the other).
export const READING_WEIGHTS = {
  unknown: -100,
  known: 1,
  flips: -50,
  problem: -94,
  otherLanguage: -0.5,
  matchQuality: 0,
  margin: 0,
};
