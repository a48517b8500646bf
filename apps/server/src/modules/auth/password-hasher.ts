import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, so a login for an unknown email answers as slowly. */
  verifyDummy(password: string): Promise<void>;
}

export function createArgon2Hasher(options: { memoryCost: number; timeCost: number }): PasswordHasher {
  const params = { type: argon2.argon2id as 2, memoryCost: options.memoryCost, timeCost: options.timeCost };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, params),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummyHash ??= argon2.hash('not-a-real-password', params);
      await argon2.verify(await dummyHash, password).catch(() => false);
    },
  };
}
