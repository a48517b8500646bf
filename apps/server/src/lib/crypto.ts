import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** One-shot `crypto.hash`: a third of what a Hash object costs, on every signed-in request (the session cookie). */
export const sha256 = (value: string) => hash('sha256', value, 'hex');
export const hmac = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

/** A uniformly random string of digits, for emailed codes. */
export const randomDigits = (length: number) =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
