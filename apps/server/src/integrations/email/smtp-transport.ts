import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/** SMTP delivery through nodemailer; `smtpUrl` like smtp://user:pass@host:587 or smtps://host:465. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transporter.close(),
  };
}
