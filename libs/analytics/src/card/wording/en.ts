import { catalogueWording } from './catalogue-wording';

// English: the texts are the i18next catalogue locales/en.ts; what stays here is code by nature.
export const en = catalogueWording('en', {
  tag: 'en-US',

  levelWords: [
    'population',
    'pop',
    'headcount',
    'employees',
    'staff',
    'balance',
    'inventory',
    'stock',
    'price',
    'level',
    'temperature',
  ],

  // "hourly" → "daily", "hours" → "days": the person's own word, in the form they used it.
  byDay: (word) => {
    const hour = /^hour(ly|s)?$/.exec(word.toLowerCase());
    if (!hour) return undefined;
    return hour[1] === 'ly' ? 'daily' : hour[1] === 's' ? 'days' : 'day';
  },

  // The catalogue's own relative periods ("last 3 months", "this year", "today") take no "in".
  relativePeriod: (when) => /^(last|this|today|yesterday)\b/.test(when),
});
