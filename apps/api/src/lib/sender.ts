import { type Database, outbox } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';

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
  /** Print one line per message to stdout: the developer's way to read a code without a gateway. */
  log: boolean;
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
          if (options.log)
            console.info(`[outbox] ${message.store.code} email to ${message.recipient} sent by SMTP`);
        } catch (error) {
          // The caller's answer must not change (forgot-password answers the same either way);
          // the row stays unsent in the outbox.
          console.error(`[outbox] ${message.store.code} email to ${message.recipient} failed:`, error);
        }
        return;
      }
      if (options.log) {
        const text = message.body.replace(/\s+/g, ' ');
        console.info(`[outbox] ${message.store.code} ${message.channel} to ${message.recipient}: ${text}`);
      }
    },
  };
}
