export const palette = [
  '#4f46e5',
  '#0ea5e9',
  '#f59e0b',
  '#10b981',
  '#ef4444',
  '#a855f7',
  '#14b8a6',
  '#f97316',
  '#64748b',
  '#ec4899',
];

export function colorAt(index: number): string {
  return palette[index % palette.length] ?? '#4f46e5';
}

export const axisColor = '#64748b';
export const gridColor = '#e2e8f0';
export const chartFont = 'Inter, "Segoe UI", system-ui, sans-serif';
export const positiveColor = '#10b981';
export const negativeColor = '#ef4444';
