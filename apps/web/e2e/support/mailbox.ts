type Mail = { id: string; to: string; subject: string; text: string; html: string; date: string };

// The development mailbox of the API (GET/DELETE /dev/mail).
export async function clearMailbox(baseUrl: string): Promise<void> {
  await fetch(`${baseUrl}/dev/mail`, { method: 'DELETE' });
}

// The newest mail to `to` (whose subject holds `subject`, when given).
export async function waitForMail(
  baseUrl: string,
  to: string,
  timeoutMs = 15_000,
  subject = '',
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/mail`);
    if (response.ok) {
      const body = (await response.json()) as Mail[] | { data: Mail[] };
      const mails = Array.isArray(body) ? body : body.data;
      const mail = mails.find(
        (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subject),
      );
      if (mail) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}${subject ? ` about "${subject}"` : ''}`);
}

export function firstLink(mail: Mail, baseUrl: string): string {
  const links = (mail.text + ' ' + mail.html).match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const link = links.find((l) => l.startsWith(baseUrl));
  if (!link) throw new Error(`no link to ${baseUrl} in: ${mail.text}`);
  return link.replace(/&amp;/g, '&');
}

export function mailboxOf(baseUrl: string) {
  return { waitForLink: async (to: string) => firstLink(await waitForMail(baseUrl, to), baseUrl) };
}
