/**
 * At most one resume file per client in the parser queue (queued or running): a second one
 * from the same address or account is answered busy at once, so one client can never fill the
 * queue that everyone shares (docs/decisions/0017). Per process, like the queue itself.
 */
export function createClientGate() {
  const active = new Set<string>();
  return {
    /** Takes the client's places, or returns null when one of them is taken; call the result to leave. */
    tryEnter(client: { ip: string; userId?: number }): (() => void) | null {
      const keys = [`ip:${client.ip}`];
      if (client.userId !== undefined) keys.push(`user:${client.userId}`);
      if (keys.some((key) => active.has(key))) return null;
      for (const key of keys) active.add(key);
      return () => {
        for (const key of keys) active.delete(key);
      };
    },
  };
}

export type ClientGate = ReturnType<typeof createClientGate>;
