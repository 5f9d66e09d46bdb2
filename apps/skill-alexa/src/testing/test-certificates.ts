import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type TestPki = { rootPem: string; chainPem: string; leafKeyPem: string };

const openssl = (dir: string, ...args: string[]) =>
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A throwaway root CA and an echo-api.amazon.com signing certificate, made with the openssl CLI. */
export function makeTestPki(san = 'echo-api.amazon.com', days = 2): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'alexa-pki-'));
  try {
    openssl(
      dir,
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '5',
      '-subj',
      '/CN=Parley Test Root',
    );
    openssl(
      dir,
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'leaf.key',
      '-out',
      'leaf.csr',
      '-subj',
      `/CN=${san}`,
    );
    writeFileSync(join(dir, 'ext.cnf'), `subjectAltName=DNS:${san}\nkeyUsage=digitalSignature\n`);
    openssl(
      dir,
      'x509',
      '-req',
      '-in',
      'leaf.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'leaf.pem',
      '-days',
      String(days),
      '-extfile',
      'ext.cnf',
    );
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    return {
      rootPem: read('ca.pem'),
      chainPem: read('leaf.pem') + read('ca.pem'),
      leafKeyPem: read('leaf.key'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
