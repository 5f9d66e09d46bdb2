import { parseAskArgs } from './ask-args';

describe('ask CLI arguments', () => {
  it('reads a single question with options', () => {
    expect(
      parseAskArgs([
        '--source',
        'demo',
        '--now',
        '2024-05-15',
        '--locale',
        'tr',
        '--json',
        'son',
        '30',
        'gün',
        'gelir',
      ]),
    ).toEqual({
      source: 'demo',
      now: '2024-05-15',
      locale: 'tr',
      json: true,
      question: 'son 30 gün gelir',
    });
  });

  it('reads a batch file', () => {
    expect(parseAskArgs(['--source', 'cars.json', '--batch', 'q.jsonl', '--json'])).toMatchObject({
      batch: 'q.jsonl',
      json: true,
      question: undefined,
    });
  });

  it('explains the usage when the source or the question is missing, or --now is not a date', () => {
    expect(parseAskArgs(['how many cars'])).toHaveProperty('usage');
    expect(parseAskArgs(['--source', 'demo'])).toHaveProperty('usage');
    expect(parseAskArgs(['--source', 'demo', '--now', 'tomorrow', 'revenue'])).toHaveProperty(
      'usage',
    );
  });
});
