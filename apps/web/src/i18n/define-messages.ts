import type { Locale } from './locale';

export type MessageTree = { [key: string]: string | MessageTree };
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type LocaleMessages<T> = Record<Locale, T>;

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null;
}

export function mergeMessages<T extends MessageTree>(base: T, override: DeepPartial<T>): T {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override as MessageTree)) {
    const current = out[key];
    out[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : value;
  }
  return out as T;
}

// Turkish must carry every key of American English (the compiler checks); British English lists only its differences.
export function defineMessages<T extends MessageTree>(
  enUS: T,
  tr: NoInfer<T>,
  enGB: NoInfer<DeepPartial<T>> = {},
): LocaleMessages<T> {
  return { 'en-US': enUS, 'en-GB': mergeMessages(enUS, enGB), tr };
}
