import { createSign } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { alexaParleyApi } from '../api/alexa-parley-api';
import { createSkill } from '../skill';
import { createSkillServer } from '../skill-server';
import { launchRequest } from '../testing/envelopes';
import { makeTestPki } from '../testing/test-certificates';
import type { TestPki } from '../testing/test-certificates';
import { AlexaRequestVerifier, isValidCertChainUrl } from './request-verifier';

const CHAIN_URL = 'https://s3.amazonaws.com/echo.api/echo-api-cert-test.pem';

describe('Alexa request verification over HTTP', () => {
  let pki: TestPki;
  let stranger: TestPki;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    pki = makeTestPki();
    stranger = makeTestPki();
    const verifier = new AlexaRequestVerifier({
      fetchCertChain: (u) => Promise.resolve(u === CHAIN_URL ? pki.chainPem : stranger.chainPem),
      trustedRoots: [pki.rootPem],
    });
    server = createSkillServer(
      createSkill({ api: alexaParleyApi('http://127.0.0.1:9') }),
      verifier,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alexa`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sign = (body: string, key: string) =>
    createSign('RSA-SHA256').update(body).sign(key, 'base64');
  const post = (body: string, headers: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const launch = (timestamp = new Date().toISOString()) =>
    JSON.stringify(launchRequest({ locale: 'en-US', timestamp }));

  it('answers a request signed by a certificate for echo-api.amazon.com', async () => {
    const body = launch();
    const res = await post(body, {
      signaturecertchainurl: CHAIN_URL,
      'signature-256': sign(body, pki.leafKeyPem),
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('Welcome to Parley');
  });

  it('rejects a tampered body', async () => {
    const body = launch();
    const signature = sign(body, pki.leafKeyPem);
    const res = await post(body.replace('en-US', 'en-GB'), {
      signaturecertchainurl: CHAIN_URL,
      'signature-256': signature,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'signature does not match the body' });
  });

  it('rejects a stale request even with a good signature', async () => {
    const body = launch(new Date(Date.now() - 151_000).toISOString());
    const res = await post(body, {
      signaturecertchainurl: CHAIN_URL,
      'signature-256': sign(body, pki.leafKeyPem),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'stale or future timestamp' });
  });

  it('rejects unsigned requests, foreign chain URLs and untrusted certificates', async () => {
    const body = launch();
    expect((await post(body, {})).status).toBe(400);
    const foreign = await post(body, {
      signaturecertchainurl: 'https://evil.example/echo.api/cert.pem',
      'signature-256': sign(body, pki.leafKeyPem),
    });
    expect(await foreign.json()).toEqual({ error: 'untrusted certificate chain URL' });
    const untrusted = await post(body, {
      signaturecertchainurl: 'https://s3.amazonaws.com/echo.api/other.pem',
      'signature-256': sign(body, stranger.leafKeyPem),
    });
    expect(await untrusted.json()).toEqual({
      error: 'certificate chain does not lead to a trusted root',
    });
  });

  it('rejects a certificate that is not for echo-api.amazon.com', async () => {
    const other = makeTestPki('example.com');
    const verifier = new AlexaRequestVerifier({
      fetchCertChain: () => Promise.resolve(other.chainPem),
      trustedRoots: [other.rootPem],
    });
    const body = launch();
    await expect(
      verifier.verify(
        { signaturecertchainurl: CHAIN_URL, 'signature-256': sign(body, other.leafKeyPem) },
        body,
      ),
    ).rejects.toThrow('certificate is not for echo-api.amazon.com');
  });

  it('refuses a signed request meant for another skill', async () => {
    const verifier = new AlexaRequestVerifier({
      fetchCertChain: () => Promise.resolve(pki.chainPem),
      trustedRoots: [pki.rootPem],
    });
    const strict = createSkillServer(
      createSkill({ api: alexaParleyApi('http://127.0.0.1:9') }, 'amzn1.ask.skill.the-real-one'),
      verifier,
    );
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
    try {
      const body = launch();
      const res = await fetch(`http://127.0.0.1:${(strict.address() as AddressInfo).port}/alexa`, {
        method: 'POST',
        headers: { signaturecertchainurl: CHAIN_URL, 'signature-256': sign(body, pki.leafKeyPem) },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'wrong skill id' });
    } finally {
      await new Promise<void>((resolve) => strict.close(() => resolve()));
    }
  });

  it('accepts only the documented certificate chain URLs', () => {
    expect(isValidCertChainUrl('https://s3.amazonaws.com/echo.api/echo-api-cert.pem')).toBe(true);
    expect(isValidCertChainUrl('https://s3.amazonaws.com:443/echo.api/echo-api-cert.pem')).toBe(
      true,
    );
    expect(isValidCertChainUrl('https://S3.AMAZONAWS.COM/echo.api/echo-api-cert.pem')).toBe(true);
    expect(isValidCertChainUrl('https://s3.amazonaws.com/../echo.api/echo-api-cert.pem')).toBe(
      true,
    );
    expect(isValidCertChainUrl('http://s3.amazonaws.com/echo.api/echo-api-cert.pem')).toBe(false);
    expect(isValidCertChainUrl('https://s3.amazonaws.com/EcHo.aPi/echo-api-cert.pem')).toBe(false);
    expect(isValidCertChainUrl('https://s3.amazonaws.com/invalid.path/echo-api-cert.pem')).toBe(
      false,
    );
    expect(isValidCertChainUrl('https://s3.amazonaws.com:563/echo.api/echo-api-cert.pem')).toBe(
      false,
    );
  });
});
