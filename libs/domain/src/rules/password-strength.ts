import { COMMON_PASSWORDS } from './common-passwords';

export type PasswordStrengthLevel = 'risky' | 'guessable' | 'weak' | 'safe' | 'secure';
export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;
export type PasswordStrength = { score: PasswordStrengthScore; level: PasswordStrengthLevel };

export const PASSWORD_STRENGTH_LEVELS: readonly PasswordStrengthLevel[] = [
  'risky',
  'guessable',
  'weak',
  'safe',
  'secure',
];

// Five identical characters in a row make a long password no stronger than a short one.
const SAME_CHARACTER_RUN = /(.)\1{4}/u;

// Spec §5: scored only above length 4; common passwords score 0; a point each for letters with
// digits, mixed case, symbols, length > 8, > 12 without a run of 5, > 20 likewise; at most 4.
export function passwordStrength(password: string): PasswordStrength {
  if (password.length <= 4 || COMMON_PASSWORDS.has(password.toLowerCase()))
    return { score: 0, level: 'risky' };
  const hasRun = SAME_CHARACTER_RUN.test(password);
  const points = [
    /\p{L}/u.test(password) && /\p{N}/u.test(password),
    /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
    /[^\p{L}\p{N}]/u.test(password),
    password.length > 8,
    password.length > 12 && !hasRun,
    password.length > 20 && !hasRun,
  ].filter(Boolean).length;
  const score = Math.min(points, 4) as PasswordStrengthScore;
  return { score, level: PASSWORD_STRENGTH_LEVELS[score] ?? 'risky' };
}
