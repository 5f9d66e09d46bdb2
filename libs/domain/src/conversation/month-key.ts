// The quota month (YYYY-MM) of an instant, in the tenant's time zone when it has a valid one.
export function monthKey(isoTime: string, timeZone?: string): string {
  const instant = new Date(isoTime);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an ISO time: ${isoTime}`);
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
      }).formatToParts(instant);
      const year = parts.find((part) => part.type === 'year')?.value;
      const month = parts.find((part) => part.type === 'month')?.value;
      if (year && month) return `${year}-${month}`;
    } catch {
      // An unknown zone name counts in UTC rather than failing the question.
    }
  }
  return instant.toISOString().slice(0, 7);
}
