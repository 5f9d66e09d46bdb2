import { valueClasses } from './value-classes';

const words = (values: string[]) => valueClasses(values).flatMap((k) => k.words);

describe('the kinds of named things a column holds (WordNet instance links)', () => {
  it('names a column of US states by their kind and its broader word', () => {
    const kinds = words(['Alabama', 'Texas', 'Wyoming', 'Ohio', 'Nevada']);
    expect(kinds).toEqual(expect.arrayContaining(['american state', 'state']));
  });

  it('names a column of cities as cities', () => {
    expect(words(['Chicago', 'Manchester', 'Boston', 'Seattle'])).toContain('city');
  });

  it('says nothing of common nouns, codes or too few names', () => {
    expect(words(['Apparel', 'Camping', 'Footwear', 'Accessories'])).toEqual([]);
    expect(words(['<10000', '10000 to 14999', '200000+'])).toEqual([]);
    expect(words(['Texas', 'Ohio'])).toEqual([]);
  });

  it('says nothing when only a few of the values are of one kind', () => {
    expect(words(['Texas', 'Ohio', 'Nevada', 'Tent', 'Boot', 'Sock', 'Cap', 'Stove'])).toEqual([]);
  });
});
