import type { z } from 'zod';

// The shape of each version of an event type, checked when the event is read back from the log:
// an event that does not fit is set aside (parked), never handed to a decider or a projection.
// Objects are loose: a field added by a newer writer passes through untouched.

export type VersionShapes = Readonly<Record<number, z.ZodType>>;

export type EventShapes<K extends string> = Readonly<Record<K, VersionShapes>>;

// Today's shape of every event type of a union, tied to its TypeScript data type.
export type CurrentShapes<E extends { type: string; data: unknown }> = {
  [K in E['type']]: z.ZodType<Extract<E, { type: K }>['data']>;
};

// Events whose shape never changed: version 1 is today's shape.
export function firstVersions<K extends string>(
  current: Readonly<Record<K, z.ZodType>>,
): EventShapes<K> {
  const entries = Object.entries<z.ZodType>(current).map(([type, shape]) => [type, { 1: shape }]);
  return Object.fromEntries(entries) as EventShapes<K>;
}

export type ShapeCheck = { ok: true; data: Record<string, unknown> } | { ok: false; error: string };

// Where and what kind of mismatch, never the value itself: the data may hold personal words
// (zod's own messages name the expected and received types, not the input).
export function checkShape(shape: z.ZodType, data: unknown): ShapeCheck {
  const result = shape.safeParse(data);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const issues = result.error.issues.slice(0, 3).map((issue) => {
    const path = ['data', ...issue.path.map(String)].join('.');
    return `${path}: ${issue.message}`;
  });
  return { ok: false, error: issues.join('; ') };
}
