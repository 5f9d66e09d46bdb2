import { ReadModelMemo } from './read-model-memo';
import { ReadModelProgress } from './read-model-progress';

describe('ReadModelMemo', () => {
  const setup = () => {
    const progress = new ReadModelProgress();
    return { progress, memo: new ReadModelMemo(progress) };
  };

  it('answers again from memory while the read models have not moved', async () => {
    const { memo } = setup();
    const load = jest.fn(() => Promise.resolve(['c-1']));
    expect(await memo.get('tenant-view:t-1', load)).toEqual(['c-1']);
    expect(await memo.get('tenant-view:t-1', load)).toEqual(['c-1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh once a new event is projected, so a write shows on the next read', async () => {
    const { memo, progress } = setup();
    let collections = ['c-1'];
    const load = () => Promise.resolve([...collections]);
    await memo.get('tenant-view:t-1', load);
    collections = ['c-1', 'c-2'];
    progress.advance(1);
    expect(await memo.get('tenant-view:t-1', load)).toEqual(['c-1', 'c-2']);
  });

  it('keeps tenants apart and forgets a failed load', async () => {
    const { memo } = setup();
    await expect(memo.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('a', () => Promise.resolve(1))).toBe(1);
    expect(await memo.get('b', () => Promise.resolve(2))).toBe(2);
  });
});
