import { type Database, outbox } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Logger } from './log';

export interface Message {
  /** The shop the message is sent for (its outbox row belongs to it). */
  store: { id: number; code: string };
  channel: 'sms' | 'email';
  /** A phone number (+855…) or an e-mail address. */
  recipient: string;
  subject: string;
  body: string;
}

/** Sends the shop's SMS and e-mail. Every message is first written to the outbox table. */
export interface Sender {
  send(message: Message): Promise<void>;
}

export interface SenderOptions {
  /** One line per message (the shop, the channel, the recipient half hidden); none without. */
  log?: Logger;
  /**
   * The message's text in that line too: the developer's way to read a code without an SMS
   * gateway. Never in production (index.ts): a code in a log is a key to an account.
   */
  showBodies?: boolean;
  /** smtp://user:pass@host:587 (or smtps://…): e-mail is also delivered by SMTP. */
  smtpUrl?: string;
  /** The From address of e-mail sent by SMTP. */
  mailFrom?: string;
}

/**
 * The outbox sender, with SMTP delivery of e-mail when SMTP_URL and MAIL_FROM are set. SMS has no
 * gateway here: a provider's client plugs in beside the SMTP transport (deliver an 'sms' message,
 * then mark its outbox row sent). Until then SMS stay in the outbox and the log.
 */
export function createSender(db: Database, options: SenderOptions): Sender {
  const mail =
    options.smtpUrl && options.mailFrom
      ? { transport: createTransport(options.smtpUrl), from: options.mailFrom }
      : undefined;
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          storeId: message.store.id,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
        })
        .returning({ id: outbox.id });
      if (message.channel === 'email' && mail && row) {
        try {
          await mail.transport.sendMail({
            from: mail.from,
            to: message.recipient,
            subject: message.subject,
            text: message.body,
          });
          await db
            .update(outbox)
            .set({ sentAt: sql`now()` })
            .where(and(eq(outbox.storeId, message.store.id), eq(outbox.id, row.id)));
          options.log?.info(line(message), 'outbox: email sent by SMTP');
        } catch (error) {
          // The caller's answer must not change (forgot-password answers the same either way);
          // the row stays unsent in the outbox.
          const fields = { ...line(message), err: error };
          if (options.log) options.log.error(fields, 'outbox: email failed');
          else console.error(fields, 'outbox: email failed');
        }
        return;
      }
      options.log?.info(
        { ...line(message), ...(options.showBodies ? { text: message.body.replace(/\s+/g, ' ') } : {}) },
        'outbox: message queued',
      );
    },
  };
}

/** What a log line tells of a message: its shop, channel and recipient, most of the address hidden. */
function line(message: Message) {
  return { shop: message.store.code, channel: message.channel, to: halfHidden(message.recipient) };
}

/** `+855****5678`, `d***@example.com`: enough to tell two recipients apart, not to reach one. */
export function halfHidden(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length > 8 ? `${recipient.slice(0, 4)}****${recipient.slice(-4)}` : '****';
}
