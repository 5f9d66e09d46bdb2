import { copulaBases, turkishSense, turkishVerbReadings, turkishVerbRoots } from './turkish-verbs';

// The verb grammar on folded words (ı→i, ü→u, ş→s, ğ→g): each form splits into its root.
describe('Turkish verb endings', () => {
  const stems = (word: string) => turkishVerbReadings(word).map((r) => r.stem);

  it('finds the root under tense, person, voice and negation', () => {
    expect(stems('yagdi')).toContain('yag'); // yağdı: it rained
    expect(stems('sattik')).toContain('sat'); // sattık: we sold
    expect(stems('artacak')).toContain('art'); // artacak: will rise
    expect(stems('dusmus')).toContain('dus'); // düşmüş: has fallen
    expect(stems('satilmadi')).toContain('sat'); // satılmadı: was not sold
  });

  it('reads participles, with the noun endings they take', () => {
    const satan = turkishVerbReadings('satanlar').find((r) => r.stem === 'sat');
    expect(satan?.participle).toBe(true);
    expect(stems('gorulen')).toContain('gor'); // görülen: (the ones) seen
    expect(stems('oldugu')).toContain('ol'); // olduğu: that it is
  });

  it('takes the copula off the word it is attached to', () => {
    expect(copulaBases('kadardi')).toContain('kadar'); // kadardı
    expect(copulaBases('fazladir')).toContain('fazla'); // fazladır
  });

  it('relates a verb to the nouns formed from its root, and leaves other words alone', () => {
    expect(turkishSense('yagdi')?.related).toContain('yagis'); // yağdı → Yağış
    expect(turkishSense('satan')?.related).toContain('satis'); // satan → Satış
    expect(turkishSense('sehir')?.verbForm).toBeUndefined(); // şehir is no verb form
  });

  // With KeNet confirming the verbs: words derived from a verb carry its root.
  it('gives the verb root of verbal nouns and participles KeNet knows the verb of', () => {
    expect(turkishSense('alinanlarin')?.verbRoots).toContain('al'); // alınanların
    expect(turkishSense('alim')?.verbalNoun).toBe(true); // alım: the taking
    expect(turkishVerbRoots('ayrildi')).toEqual(['ayril']); // Ayrıldı, a column's name
    expect(turkishVerbRoots('giris')).toEqual(['gir']); // Giriş
    expect(turkishVerbRoots('penguenler')).toEqual([]);
  });

  it('reads a participle or a noun of becoming that KeNet links to people as people', () => {
    expect(turkishSense('calisan')?.people).toBe(true); // çalışan: employee
    expect(turkishSense('mezunu')?.people).toBe(true); // mezun olmak: graduate
    expect(turkishSense('satan')?.people).toBe(false);
  });
});
