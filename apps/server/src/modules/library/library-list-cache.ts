import type { Plan } from '@jobpeel/contract';

/** Big enough for thousands of libraries; a 50-letter library is about 28 kB of JSON. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  revision: number;
  plan: Plan;
  body: string;
}

/**
 * The library list as sent (JSON text), per user, for as long as nothing changed: the list is the
 * app's busiest read, and building it (50 rows read, shaped and serialised) costs several times
 * what sending it does. An entry is only valid for the library revision it was built at (a
 * counter the database bumps on every write to the user's letters, whichever process made it)
 * and the plan it was built for (the plan decides when unsaved letters expire). Least recently
 * used entries go first once the cache holds `maxBytes` of text.
 */
export function createLibraryListCache(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const entries = new Map<number, Entry>();
  let bytes = 0;

  const remove = (userId: number) => {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    bytes -= entry.body.length;
  };

  return {
    get(userId: number, revision: number, plan: Plan): string | undefined {
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (entry.revision !== revision || entry.plan !== plan) {
        remove(userId);
        return undefined;
      }
      entries.delete(userId); // re-inserted as the most recently used
      entries.set(userId, entry);
      return entry.body;
    },

    set(userId: number, revision: number, plan: Plan, body: string): void {
      remove(userId);
      if (body.length > maxBytes) return;
      entries.set(userId, { revision, plan, body });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },

    get size() {
      return entries.size;
    },
  };
}

export type LibraryListCache = ReturnType<typeof createLibraryListCache>;
