import { translator } from './messages';

describe('what the skill says (i18next)', () => {
  it('fills in the names it is given, in English and Turkish', () => {
    expect(translator('en')('collectionIntro', { name: 'Sales' })).toBe('Here is Sales.');
    expect(translator('tr')('collectionEmpty', { name: 'Satış' })).toBe(
      'Satış koleksiyonunuzda henüz kart yok.',
    );
  });

  it('leaves escaping to the SSML builder, so a name is not escaped twice', () => {
    expect(translator('en')('collectionIntro', { name: 'R&D' })).toBe('Here is R&D.');
  });
});
