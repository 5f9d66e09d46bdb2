import { axisLabels } from './answer-card';

describe('axis labels of time buckets', () => {
  it('shows the hour alone when every hour is on one day', () => {
    expect(axisLabels(['2024-05-22 08:00', '2024-05-22 09:00'])).toEqual(['08:00', '09:00']);
  });

  it('keeps the month and day when the hours span days', () => {
    expect(axisLabels(['2024-05-21 23:00', '2024-05-22 00:00'])).toEqual([
      '05-21 23:00',
      '05-22 00:00',
    ]);
  });

  it('leaves days and names as they are', () => {
    expect(axisLabels(['2024-05-21', '2024-05-22'])).toEqual(['2024-05-21', '2024-05-22']);
    expect(axisLabels(['Web', 'Store'])).toEqual(['Web', 'Store']);
  });
});
