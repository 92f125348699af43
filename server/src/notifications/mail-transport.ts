import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AutoSubmitted } from './auto-submitted.js';

export interface OutgoingMail {
  /** Stable id of the message, so a repeated delivery overwrites the same file. */
  id: string;
  /** Local part of the Message-ID: globally unique, and the same on every delivery of this message. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string;
  /** Threading: the Message-ID answered and the thread's Message-IDs (space separated). */
  inReplyTo?: string;
  references?: string;
  /** RFC 3834: set on mail we send by ourselves (auto-submitted.ts), absent on a person's reply. */
  autoSubmitted?: AutoSubmitted;
}

/** Where e-mail goes: an SMTP relay in production, files on disk otherwise. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of our Message-IDs: the sender address's. */
export function messageIdDomain(from: string): string {
  return (from.match(/@([^>\s]+)/)?.[1] ?? 'apostille.local').toLowerCase();
}

/** The Message-ID header of the outbox row whose message_id is this. */
export function outboxMessageId(messageIdLocalPart: string, from: string): string {
  return `<${messageIdLocalPart}@${messageIdDomain(from)}>`;
}

function messageId(mail: OutgoingMail, from: string): string {
  return outboxMessageId(mail.messageId, from);
}

export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    // Short timeouts: a stuck relay should fail the job and let the queue retry it.
    this.transporter = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      messageId: messageId(mail, mail.from),
      headers: mail.autoSubmitted ? { 'Auto-Submitted': mail.autoSubmitted } : undefined,
    });
  }

  close(): void {
    this.transporter.close();
  }
}

/** Writes each message as DIR/{id}.eml, readable in any mail client; a repeat overwrites the same file. */
export class FileMailTransport implements MailTransport {
  readonly kind = 'file' as const;
  private readonly builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly directory: string) {}

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.builder.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      messageId: messageId(mail, mail.from),
      headers: mail.autoSubmitted ? { 'Auto-Submitted': mail.autoSubmitted } : undefined,
    });
    const file = join(this.directory, `${mail.id}.eml`);
    const message = info.message as Buffer;
    // The folder is made on the first message (and again should someone remove it), not on every one.
    await writeFile(file, message, { mode: 0o600 }).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.directory, { recursive: true });
      await writeFile(file, message, { mode: 0o600 });
    });
  }

  close(): void {
    this.builder.close();
  }
}

export function createMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  return smtpUrl ? new SmtpMailTransport(smtpUrl) : new FileMailTransport(join(dataDir, 'mail'));
}
