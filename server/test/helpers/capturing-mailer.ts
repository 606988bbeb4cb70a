import type { Mailer, MailMessage } from '#mail/mailer';

/** A mailer that keeps what it would send. */
export function capturingMailer(): Mailer & {
  sent: MailMessage[];
  lastResetToken(to: string): string;
  lastLinkToken(to: string, page: string): string;
} {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => void sent.push(message),
    lastResetToken(to) {
      return this.lastLinkToken(to, 'reset-password');
    },
    /** The token of the last `/<page>?token=` link mailed to `to`. */
    lastLinkToken(to, page) {
      const link = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`);
      const message = [...sent].reverse().find((mail) => mail.to === to && link.test(mail.text));
      const token = message ? link.exec(message.text)?.[1] : undefined;
      if (!token) throw new Error(`No ${page} link was mailed to ${to}`);
      return token;
    },
  };
}
