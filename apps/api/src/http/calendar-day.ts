import { z } from 'zod';

// A day as YYYY-MM-DD that exists on the calendar: 2026-02-30 is refused (400), not read as
// an invalid date deep inside the engine (500).
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const calendarDay = z.string().refine(isCalendarDay, 'validation.invalid');
