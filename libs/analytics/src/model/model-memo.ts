import type { SemanticModel } from './semantic-model';

// What the parse finds in a model for some words (the columns a word names, the column that names
// each row) depends on the model and those words only, and every question asks it again, several
// times per reading. A model is never changed in place (a source's new version is a new model), so
// the answers are kept per model object: a new model starts empty, and a model no longer used takes
// its answers with it. Each model keeps at most `limit` answers; past that they are forgotten.
export type ModelMemo<T> = (model: SemanticModel, key: string, compute: () => T) => T;

export function modelMemo<T>(limit: number): ModelMemo<T> {
  const byModel = new WeakMap<SemanticModel, Map<string, T>>();
  return (model, key, compute) => {
    let known = byModel.get(model);
    if (!known) {
      known = new Map();
      byModel.set(model, known);
    }
    if (known.has(key)) return known.get(key) as T;
    const value = compute();
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
