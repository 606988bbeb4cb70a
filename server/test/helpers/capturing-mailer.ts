import type { Mailer, MailMessage } from '../../src/mail/mailer';

/** A mailer that keeps what it would send. */
export function capturingMailer(): Mailer & { sent: MailMessage[]; lastResetToken(to: string): string } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => void sent.push(message),
    lastResetToken(to) {
      const message = [...sent].reverse().find((mail) => mail.to === to);
      const token = message ? /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1] : undefined;
      if (!token) throw new Error(`No reset link was mailed to ${to}`);
      return token;
    },
  };
}
