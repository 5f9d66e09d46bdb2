import { englishImperativeAt, englishLemma, englishTagAt } from './english-lemmas';

const tagOf = (sentence: string, word: string) => {
  const words = sentence.split(' ');
  return englishTagAt(words, words.indexOf(word));
};

describe('English lemmas and tags from wink-nlp', () => {
  it('gives irregular forms their lemma', () => {
    expect(englishLemma('sold')).toBe('sell');
    expect(englishLemma('held')).toBe('hold');
  });

  it('tags the word after words of courtesy as a verb, and after a question word as a noun', () => {
    expect(tagOf('Please group and count brand', 'group')).toBe('VERB');
    expect(tagOf('Can you return a bar chart', 'return')).toBe('VERB');
    expect(tagOf('what fraction of the penguins', 'fraction')).toBe('NOUN');
  });

  it('tags a greeting as an interjection, past a word wink splits in two', () => {
    expect(tagOf('Hey what is the average', 'Hey')).toBe('INTJ');
    expect(tagOf("Hey what's the average price", 'Hey')).toBe('INTJ');
    expect(tagOf("what's the fraction of", 'fraction')).toBe('NOUN');
  });

  it('reads a request’s verb however it is capitalised, and a noun there as none', () => {
    expect(englishImperativeAt(['department', 'Return', 'a', 'pie'], 1)).toBe(true);
    expect(englishImperativeAt(['Show', 'the', 'sales'], 0)).toBe(true);
    expect(englishImperativeAt(['every', 'Department', 'by', 'year'], 1)).toBe(false);
    expect(englishImperativeAt(['each', 'Fraction', 'have'], 1)).toBe(false);
  });
});
