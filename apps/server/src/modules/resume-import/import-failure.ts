import { resumeImportMessages } from '@jobpeel/contract';

/** Why a file could not be imported; each maps to a status and the contract's message. */
export type ImportFailureReason =
  | 'encryptedPdf'
  | 'corruptFile'
  | 'tooManyPages'
  | 'unsafeArchive'
  | 'noContent'
  | 'unsupportedType';

/**
 * Thrown inside the parser process. It crosses the process boundary as a message with a
 * prefix (workerpool keeps only the message), which `importFailureFrom` reads back.
 */
export class ImportFailure extends Error {
  constructor(readonly reason: ImportFailureReason) {
    super(`${PREFIX}${reason}: ${resumeImportMessages[reason]}`);
    this.name = 'ImportFailure';
  }
}

const PREFIX = 'IMPORT_FAILURE:';

export function importFailureFrom(error: unknown): ImportFailureReason | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = message.match(/IMPORT_FAILURE:(\w+):/);
  return match && match[1]! in resumeImportMessages ? (match[1] as ImportFailureReason) : null;
}
