import { toastMaxChars, truncateToastMessage } from './toast-text';

describe('toast messages', () => {
  it('keeps short messages whole', () => {
    expect(truncateToastMessage('Saved')).toBe('Saved');
  });

  it('cuts long messages to 150 characters', () => {
    const cut = truncateToastMessage('x'.repeat(400));
    expect(cut).toHaveLength(toastMaxChars);
    expect(cut.endsWith('…')).toBe(true);
  });
});
