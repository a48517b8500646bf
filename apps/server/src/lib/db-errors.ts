/** True for a UNIQUE constraint failure from either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | undefined;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** True when the database cannot be reached (PostgreSQL down, connection refused or dropped). */
export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  const code = e?.code ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08003',
      '08006',
    ].includes(code) || /Connection terminated|connect ECONNREFUSED/i.test(e?.message ?? '')
  );
}
