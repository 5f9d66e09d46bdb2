// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one, and
// every GET /auth/tenant and every question asks for the month.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    } catch {
      // An unknown zone name counts in UTC rather than failing the question.
      formatter = null;
    }
    if (formatters.size < 1_000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

// The quota month (YYYY-MM) of an instant, in the tenant's time zone when it has a valid one.
export function monthKey(time: string | Date, timeZone?: string): string {
  const instant = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an ISO time: ${String(time)}`);
  const formatter = timeZone ? formatterFor(timeZone) : null;
  if (formatter) {
    const parts = formatter.formatToParts(instant);
    const year = parts.find((part) => part.type === 'year')?.value;
    const month = parts.find((part) => part.type === 'month')?.value;
    if (year && month) return `${year}-${month}`;
  }
  return `${instant.getUTCFullYear()}-${String(instant.getUTCMonth() + 1).padStart(2, '0')}`;
}
