// What the server draws with the web card's own chart code (mail, Teams and Alexa images): no CSS,
// no browser API, so `nx run ui:build` compiles it to CommonJS for the API.
export { chartSvgMarkup } from './answer-card/charts/chart-markup';
export type { ChartMarkupOptions } from './answer-card/charts/chart-markup';
export { chartFont } from './answer-card/charts/palette';
export { normaliseChartType } from './answer-card/utils/card-view';
