import { passwordStrength } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0, 'risky'],
    ['aB1!', 0, 'risky'],
    ['Password1', 0, 'risky'],
    ['P@ssw0rd', 0, 'risky'],
    ['abcde', 0, 'risky'],
    ['abcde1', 1, 'guessable'],
    ['abcdE1', 2, 'weak'],
    ['abcdE1!', 3, 'safe'],
    ['abcdefgE1!', 4, 'secure'],
  ])('scores %p as %i (%s)', (password, score, level) => {
    expect(passwordStrength(password)).toEqual({ score, level });
  });

  it('gives a point for length above 8', () => {
    expect(passwordStrength('abcdefghi').score).toBe(1);
    expect(passwordStrength('abcdefgh').score).toBe(0);
  });

  it('gives length points above 12 and 20 only without a run of 5 same characters', () => {
    expect(passwordStrength('abcdefghijklm').score).toBe(2);
    expect(passwordStrength('aaaaabcdefghi').score).toBe(1);
    expect(passwordStrength('abcdefghijklmnopqrstu').score).toBe(3);
    expect(passwordStrength('aaaaabcdefghijklmnopq').score).toBe(1);
  });

  it('caps the score at 4', () => {
    expect(passwordStrength('Abcdefghijklmnopqrst1!').score).toBe(4);
  });
});
