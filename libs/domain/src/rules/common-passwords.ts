// Passwords seen most often in public breach corpora; any of them scores 0 whatever its shape.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty', 'qwerty123', '1q2w3e4r', '1234567890', '111111',
  '123123', 'abc123', 'password1', 'password123', 'password!', 'p@ssw0rd', 'p@ssword', 'passw0rd', 'iloveyou',
  'admin', 'admin123', 'welcome', 'welcome1', 'welcome123', 'monkey', 'dragon', 'letmein', 'football',
  'baseball', 'sunshine', 'princess', 'master', 'shadow', 'superman', 'trustno1', 'qwertyuiop', 'asdfghjkl',
  'zaq12wsx', '1qaz2wsx', 'qazwsx', 'starwars', 'whatever', 'freedom', 'charlie', 'michael', 'jennifer',
  'hello123', 'login', 'secret', 'changeme', 'default', 'test1234', 'summer2024', 'winter2024', 'aa123456',
  'qwe123', 'q1w2e3r4', 'q1w2e3r4t5', 'a1b2c3d4', 'abcd1234', 'password@123', 'admin@123', 'pass@123',
  'qwerty@123', 'football1', 'iloveyou1', 'sifre123', 'parola123', 'galatasaray', 'fenerbahce', 'besiktas',
]);
