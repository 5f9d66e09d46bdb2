import { CHART_TYPES, type AnswerCard, type ChartType } from '@parley/domain';

// Old cards call a stacked bar chart "stacked-bar"; the contract's name is bar-stacked (spec §2).
export function normaliseChartType(type: string): ChartType | null {
  const name = type === 'stacked-bar' || type === 'stackedbar' ? 'bar-stacked' : type;
  return (CHART_TYPES as readonly string[]).includes(name) ? (name as ChartType) : null;
}

export type CardViewState = { chartIndex: number; showText: boolean; showInsights: boolean };

export type CardViewEvent =
  | { type: 'toggle_text' }
  | { type: 'toggle_insights' }
  | { type: 'next_chart'; count: number }
  | { type: 'select_chart'; index: number };

// Spec §4: the first supported chart type is the default view. A compact card (a collection's
// small tile) has room for one view: its chart when it has one, the text a toggle away.
export function initialCardView(
  card: Pick<AnswerCard, 'chart'>,
  preferred?: ChartType,
  compact = false,
): CardViewState {
  const supported = card.chart.map((c) => normaliseChartType(c.chart.type));
  const wanted = preferred ? supported.indexOf(preferred) : -1;
  const first = supported.findIndex((t) => t !== null);
  return {
    chartIndex: wanted >= 0 ? wanted : Math.max(0, first),
    showText: !(compact && first >= 0),
    showInsights: false,
  };
}

// Spec §4: text and insights toggle; changing the chart while insights are open closes them.
export function cardViewReducer(state: CardViewState, event: CardViewEvent): CardViewState {
  switch (event.type) {
    case 'toggle_text':
      return { ...state, showText: !state.showText };
    case 'toggle_insights':
      return { ...state, showInsights: !state.showInsights };
    case 'next_chart':
      return {
        ...state,
        chartIndex: event.count > 0 ? (state.chartIndex + 1) % event.count : 0,
        showInsights: false,
      };
    case 'select_chart':
      return { ...state, chartIndex: event.index, showInsights: false };
  }
}
