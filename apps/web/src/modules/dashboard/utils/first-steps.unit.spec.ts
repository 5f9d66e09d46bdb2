import { firstSteps } from './first-steps';

const words = { demoQuestion: 'revenue by channel last 30 days' };
const all = () => true;

describe('first steps on the dashboard', () => {
  it('offers a new person the demo, their data and a collection, none done', () => {
    const steps = firstSteps(
      { favourites: [], stats: { collections: 0, credentials: 0 } },
      all,
      words,
    );
    expect(steps.map((s) => [s.id, s.href, s.done])).toEqual([
      ['ask_demo', '/conversation?q=revenue%20by%20channel%20last%2030%20days', false],
      ['connect', '/user/datasources', false],
      ['collection', '/collections#new', false],
    ]);
  });

  it('marks each step done from the counts, and leaves out what a feature switch hides', () => {
    const steps = firstSteps(
      { favourites: [{}], stats: { collections: 1, credentials: 0 } },
      (feature) => feature !== 'data_sources',
      words,
    );
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['ask_demo', true],
      ['collection', true],
    ]);
  });
});
