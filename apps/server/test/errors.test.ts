import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKind, registerUser, useTestApp } from './build-test-app';

const t = useTestApp();

describe(`server failures on ${databaseKind}`, () => {
  it('a failing database answers a 5xx envelope with a request id and no internals', async () => {
    const { client } = await registerUser(t.app);
    // Break the database for real: the table every signed-in request reads is gone.
    const db = t.app.database.db;
    await sql`alter table sessions rename to sessions_elsewhere`.execute(db);
    try {
      const response = await client.get('/api/user');
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
        requestId: expect.any(String),
      });
      expect(response.body).not.toContain('sessions');
      expect(response.body).not.toContain('at ');
    } finally {
      await sql`alter table sessions_elsewhere rename to sessions`.execute(db);
    }
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('echoes a well-formed X-Request-Id so logs and the envelope line up', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-request-id': 'req-abc-123' },
    });
    expect(response.json().requestId).toBe('req-abc-123');
  });
});
