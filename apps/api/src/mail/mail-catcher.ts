import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtAttachment = {
  filename: string;
  contentType: string;
  cid?: string;
  size: number;
};
export type CaughtMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  attachments: CaughtAttachment[];
};

const MAX_KEPT = 500;
// A digest's raw message is about a megabyte (PDF, charts): only the newest few are kept whole.
const MAX_SOURCES = 50;

/** Embedded SMTP server that keeps what it receives, for development and tests (no SMTP_URL). */
export class MailCatcher {
  private readonly mails: CaughtMail[] = [];
  // The message as it arrived, for tests that read it back with mailparser themselves.
  private readonly sources = new Map<string, Buffer>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const to = session.envelope.rcptTo.map((address) => address.address).join(', ');
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.once('end', () => resolve(Buffer.concat(chunks)));
        stream.once('error', reject);
      })
        .then(async (raw) => ({ raw, parsed: await simpleParser(raw) }))
        .then(({ raw, parsed }) => {
          const id = randomUUID();
          this.sources.set(id, raw);
          this.mails.unshift({
            id,
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              ...(a.cid ? { cid: a.cid } : {}),
              size: a.size,
            })),
          });
          for (const dropped of this.mails.splice(MAX_KEPT)) this.sources.delete(dropped.id);
          for (const old of this.mails.slice(MAX_SOURCES)) this.sources.delete(old.id);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Newest first. */
  list(): CaughtMail[] {
    return [...this.mails];
  }

  /** The raw RFC 5322 message of a caught mail. */
  source(id: string): Buffer | undefined {
    return this.sources.get(id);
  }

  clear(): void {
    this.mails.length = 0;
    this.sources.clear();
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
