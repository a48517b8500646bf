import Database from 'better-sqlite3';
import { E2E_DB } from '../../playwright.config';

/**
 * Reads the newest reset code sent to an address from the app's outbox table: the embedded email
 * default, the same place an operator without SMTP reads it.
 */
export async function readResetCode(email: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const db = new Database(E2E_DB, { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare('SELECT text_body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
        .get(email.toLowerCase()) as { text_body: string } | undefined;
      const code = row && /code is: (\d{6})/.exec(row.text_body)?.[1];
      if (code) return code;
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset code for ${email} in the outbox`);
}

/** The newest email sent to an address (subject and text), from the outbox table. */
export async function readLatestEmail(
  email: string,
  timeoutMs = 5_000,
): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const db = new Database(E2E_DB, { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare('SELECT subject, text_body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
        .get(email.toLowerCase()) as { subject: string; text_body: string } | undefined;
      if (row) return { subject: row.subject, text: row.text_body };
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${email} in the outbox`);
}
