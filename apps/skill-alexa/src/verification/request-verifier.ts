import { X509Certificate, createVerify } from 'node:crypto';
import { rootCertificates } from 'node:tls';

export type VerifierOptions = {
  /** Downloads the PEM chain named by SignatureCertChainUrl (cached by the caller's choice). */
  fetchCertChain: (url: string) => Promise<string>;
  /** Trusted root CAs in PEM; Node's bundled Mozilla roots by default. */
  trustedRoots?: readonly string[];
  toleranceMs?: number;
  now?: () => number;
};

export type RequestVerifier = {
  verify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<void>;
};

export class RequestRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RequestRejectedError';
  }
}

const ALEXA_SAN = 'echo-api.amazon.com';
// Amazon's documented tolerance for the request timestamp.
const DEFAULT_TOLERANCE_MS = 150_000;

// Step 1 of Amazon's algorithm: https, s3.amazonaws.com, port 443, path under /echo.api/ after normalising.
export function isValidCertChainUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.hostname.toLowerCase() === 's3.amazonaws.com' &&
    (url.port === '' || url.port === '443') &&
    url.pathname.startsWith('/echo.api/')
  );
}

function splitPem(chain: string): X509Certificate[] {
  const blocks = chain.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((pem) => new X509Certificate(pem));
}

function checkChain(
  certs: X509Certificate[],
  roots: X509Certificate[],
  now: number,
): X509Certificate {
  const [leaf] = certs;
  if (!leaf) throw new RequestRejectedError('empty certificate chain');
  if (Date.parse(leaf.validFrom) > now || Date.parse(leaf.validTo) < now)
    throw new RequestRejectedError('certificate expired or not yet valid');
  if (!(leaf.subjectAltName ?? '').split(', ').includes(`DNS:${ALEXA_SAN}`))
    throw new RequestRejectedError('certificate is not for echo-api.amazon.com');
  for (let i = 0; i < certs.length - 1; i++) {
    const cert = certs[i];
    const issuer = certs[i + 1];
    if (!cert.checkIssued(issuer) || !cert.verify(issuer.publicKey))
      throw new RequestRejectedError('broken certificate chain');
  }
  const top = certs[certs.length - 1];
  const anchored = roots.some(
    (root) =>
      root.fingerprint256 === top.fingerprint256 ||
      (top.checkIssued(root) && top.verify(root.publicKey)),
  );
  if (!anchored)
    throw new RequestRejectedError('certificate chain does not lead to a trusted root');
  return leaf;
}

/**
 * Amazon's request verification for skills hosted outside Lambda: the certificate chain URL, the
 * chain itself, the SHA-256 signature of the raw body, and a timestamp within 150 seconds.
 */
export class AlexaRequestVerifier implements RequestVerifier {
  private readonly roots: X509Certificate[];

  constructor(private readonly options: VerifierOptions) {
    this.roots = (options.trustedRoots ?? rootCertificates).map((pem) => new X509Certificate(pem));
  }

  async verify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<void> {
    const now = (this.options.now ?? Date.now)();
    const chainUrl = String(headers['signaturecertchainurl'] ?? '');
    const signature = String(headers['signature-256'] ?? '');
    if (!chainUrl || !signature) throw new RequestRejectedError('missing signature headers');
    if (!isValidCertChainUrl(chainUrl))
      throw new RequestRejectedError('untrusted certificate chain URL');
    const leaf = checkChain(splitPem(await this.options.fetchCertChain(chainUrl)), this.roots, now);
    const verifier = createVerify('RSA-SHA256');
    verifier.update(rawBody);
    if (!verifier.verify(leaf.publicKey, signature, 'base64'))
      throw new RequestRejectedError('signature does not match the body');
    let timestamp: number;
    try {
      timestamp = Date.parse(
        (JSON.parse(rawBody) as { request?: { timestamp?: string } }).request?.timestamp ?? '',
      );
    } catch {
      throw new RequestRejectedError('body is not JSON');
    }
    if (
      !Number.isFinite(timestamp) ||
      Math.abs(now - timestamp) > (this.options.toleranceMs ?? DEFAULT_TOLERANCE_MS)
    )
      throw new RequestRejectedError('stale or future timestamp');
  }
}

/** Production download of Amazon's chain, kept per URL (Amazon rotates it rarely). */
export function cachedCertFetcher(): (url: string) => Promise<string> {
  const cache = new Map<string, Promise<string>>();
  return (url) => {
    let found = cache.get(url);
    if (!found) {
      found = fetch(url, { signal: AbortSignal.timeout(5000) }).then((res) => {
        if (!res.ok) throw new RequestRejectedError(`certificate download failed: ${res.status}`);
        return res.text();
      });
      found.catch(() => cache.delete(url));
      cache.set(url, found);
    }
    return found;
  };
}
