import type { AnswerCard } from '../answer-card';

// One topic of interest (or one client) of an organisation-strategy report, as the mail shows it
// and the report page opens it (issue 29): the headline figure of the period with its change
// against the period before and the same period last year, what moved it, an anomaly if the
// trend has one, and one chart.
export type StrategyReportSection = {
  kind: 'topic' | 'client';
  // What the person wrote ("office furniture demand", "Contoso").
  title: string;
  // What it was read as in the data ("Total Quantity where Category = Furniture").
  readAs: string;
  // The question behind the headline figure: asked in a conversation, it gives the same card.
  question: string;
  headline: { label: string; value: string };
  // "up 12% against the week before (…)", "down 3% against the same week last year (…)".
  changes: string[];
  // The top movers and what drove the change (the driver analysis), one line each.
  movers: string[];
  // The largest groups of the headline figure ("Pro 16 (Product): $2,133,000"), one line each:
  // what a source without dates says in place of changes and movers.
  groups?: string[];
  // The same figure in each of the strategy's focus countries the data holds, one line each.
  places?: string[];
  anomaly?: string;
  // The one chart: the trend over the last periods.
  chart?: AnswerCard;
};

export type StrategyReportDocument = {
  business: string;
  // The period's first and last day; both absent when the source has no dates, so the report
  // compares no period and speaks of all its rows.
  from?: string;
  to?: string;
  // "the latest week with data, 3–9 Nov 2026" / "all rows of shop.csv".
  period: string;
  // Three sentences at the top.
  summary: string[];
  sections: StrategyReportSection[];
  // Clients of the strategy the data holds but the report has no room for, and the like.
  notes: string[];
};
