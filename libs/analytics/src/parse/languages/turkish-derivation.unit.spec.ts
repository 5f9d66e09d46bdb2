import { turkishDerivations } from './turkish-derivation';

// The grammar on folded words, with the verbs a dictionary would confirm given as a set: only a
// root the set knows is read.
const VERBS = new Set([
  'al',
  'alin',
  'gir',
  'calis',
  'ayril',
  'gonder',
  'git',
  'oku',
  'sat',
  'gel',
]);
const isVerb = (root: string) => VERBS.has(root);
const read = (word: string) => turkishDerivations(word, isVerb);
const roots = (word: string) => [...new Set(read(word).map((d) => d.root))];

describe('Turkish words derived from verbs', () => {
  it('reads verbal nouns back to the root, with their noun endings', () => {
    expect(read('alim')).toContainEqual(expect.objectContaining({ root: 'al', kind: 'noun' }));
    expect(roots('giris')).toEqual(['gir']); // giriş
    expect(roots('calisma')).toEqual(['calis']); // çalışma
    expect(roots('gonderim')).toEqual(['gonder']); // gönderim
    expect(roots('alimlarini')).toContain('al'); // alımlarını = al+ım+lar+ı+nı
    expect(roots('okuyus')).toEqual(['oku']); // okuyuş: a buffer y after a vowel
    expect(roots('alimimiz')).toContain('al'); // alımımız: a first person possessive
  });

  it('reads participles with voice, plural, possessive and case', () => {
    const alinan = read('alinanlarin'); // alınanların = al+ın+an+lar+ın
    expect(alinan).toContainEqual(
      expect.objectContaining({ root: 'al', voice: true, kind: 'participle', inflected: true }),
    );
    expect(roots('girenlerin')).toEqual(['gir']); // girenlerin
    expect(roots('calisanlara')).toEqual(['calis']);
    expect(roots('ayrilanlarin')).toEqual(['ayril']);
    expect(roots('gonderilenler')).toEqual(['gonder']); // gönderilenler: passive -il
    expect(roots('okunan')).toEqual(['oku']); // okunan: passive -n after a vowel
    expect(roots('aldigi')).toEqual(['al']); // aldığı: -dık softened before a vowel
    expect(roots('gidenler')).toEqual(['git']); // gidenler: git softened to gid
    expect(read('calisan')[0]).toMatchObject({ base: 'calisan', inflected: false });
    expect(read('alinacaklarin')).toContainEqual(expect.objectContaining({ future: true }));
  });

  it('reads a finite third person, as columns are named ("Ayrıldı")', () => {
    expect(read('ayrildi')).toContainEqual(
      expect.objectContaining({ root: 'ayril', kind: 'finite' }),
    );
    expect(roots('satildi')).toEqual(['sat']); // satıldı, passive
    expect(roots('aliyor')).toContain('al'); // alıyor: the present
  });

  it('reads a negated participle or finite form as negative, a verbal noun never', () => {
    const negative = (word: string) => read(word).map((d) => d.negative);
    expect(negative('calismayanlarin')).toEqual([true]); // çalışmayanların: not working
    expect(negative('ayrilmadi')).toEqual([true]); // ayrılmadı: did not leave
    expect(negative('calismadigi')).toEqual([true]); // çalışmadığı
    expect(negative('calisma')).toEqual([false]); // çalışma: the working
    expect(negative('calisanlarin')).toEqual([false]);
  });

  it('checks vowel harmony and the buffer letters', () => {
    expect(read('gelan')).toEqual([]); // gel takes -en, not -an
    expect(read('alen')).toEqual([]);
    expect(read('girun')).toEqual([]); // an unrounded root takes -i, not -u
    expect(read('okuan')).toEqual([]); // after a vowel the participle is -yan
    expect(read('satdi')).toEqual([]); // after a voiceless t the past is -tı
    expect(read('aldik')).toEqual([]); // -dık stands with a possessive only
  });

  it('reads nothing down to a root the dictionary does not know as a verb', () => {
    expect(read('penguen')).toEqual([]);
    expect(read('sehirler')).toEqual([]);
    expect(read('alimci')).toEqual([]); // an ending the grammar does not have
  });
});
