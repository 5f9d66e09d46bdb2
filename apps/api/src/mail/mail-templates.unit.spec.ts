import { renderMail } from './mail-templates';

describe('mail templates', () => {
  const link = 'https://parley.example/auth/magiclink?token=abc';

  it.each([
    ['en-GB', 'Your sign-in link for Acme & Co'],
    ['en-US', 'Your sign-in link for Acme & Co'],
    ['tr', 'Acme & Co giriş bağlantınız'],
  ] as const)('writes a %s mail with the product name', (locale, subject) => {
    const mail = renderMail('magic_link', locale, 'Acme & Co', link);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.html).not.toContain('Acme & Co');
  });

  it('says each link works once and for an hour', () => {
    for (const kind of ['magic_link', 'register', 'password_reset'] as const) {
      expect(renderMail(kind, 'en-US', 'Parley', link).text).toContain(
        'works once and expires in one hour',
      );
      expect(renderMail(kind, 'tr', 'Parley', link).text).toContain('bir saat');
    }
  });
});
