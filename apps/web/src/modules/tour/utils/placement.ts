export type Rect = { top: number; left: number; width: number; height: number };

const gap = 12;
const edge = 12;

// Where the tour's note goes: under the element it points at when there is room, else above it,
// else over the bottom of the screen; always inside the viewport, so a phone shows it whole.
export function notePlacement(
  target: Rect,
  viewport: { width: number; height: number },
  note: { width: number; height: number },
): { top: number; left: number } {
  const width = Math.min(note.width, viewport.width - 2 * edge);
  const left = Math.min(
    Math.max(edge, target.left + target.width / 2 - width / 2),
    viewport.width - edge - width,
  );
  const below = target.top + target.height + gap;
  if (below + note.height <= viewport.height - edge) return { top: below, left };
  const above = target.top - gap - note.height;
  if (above >= edge) return { top: above, left };
  return { top: Math.max(edge, viewport.height - edge - note.height), left };
}
