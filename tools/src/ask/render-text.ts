import type { AskResult } from '@parley/analytics';

function cell(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(2);
  return typeof v === 'string' ? v : JSON.stringify(v);
}

// A card for a terminal: title, summary, the table and the insights.
export function renderText(result: AskResult): string {
  if ('error' in result) return `error: ${result.error}\n`;
  if ('prompt' in result) {
    const p = result.prompt;
    return (
      [p.title, p.subtitle ?? '', ...p.items.map((i) => `  • ${i.title}`)]
        .filter(Boolean)
        .join('\n') + '\n'
    );
  }
  const c = result.card;
  const keys = c.columns.map((col) => col.key);
  const rows = [
    c.columns.map((col) => col.label),
    ...c.table.slice(0, 50).map((r) => keys.map((k) => cell(r[k]))),
  ];
  const widths = keys.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const table = rows.map((r) => r.map((v, i) => v.padEnd(widths[i])).join('  ')).join('\n');
  const more = c.table.length > 50 ? `\n… ${c.table.length - 50} more rows` : '';
  const insights = c.insights.map((i) => `  • ${typeof i === 'string' ? i : i.text}`).join('\n');
  return `${c.title}\n${c.text}\n\n${table}${more}\n${insights ? `\n${insights}\n` : ''}\nchart: ${c.chart[0]?.chart.type}\n`;
}
