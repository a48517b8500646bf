import { resumeImportMessages } from '@jobpeel/contract';

/** Why a file could not be imported; each maps to a status and the contract's message. */
export type ImportFailureReason =
  | 'encryptedPdf'
  | 'corruptFile'
  | 'tooManyPages'
  | 'unsafeArchive'
  | 'noContent'
  | 'unsupportedType'
  /** The file needs more work than one import may take (CPU budget, text items): docs/decisions/0017. */
  | 'tooComplex';

/** The message the user sees for each reason. */
export const importFailureMessages: Record<ImportFailureReason, string> = {
  encryptedPdf: resumeImportMessages.encryptedPdf,
  corruptFile: resumeImportMessages.corruptFile,
  tooManyPages: resumeImportMessages.tooManyPages,
  unsafeArchive: resumeImportMessages.unsafeArchive,
  noContent: resumeImportMessages.noContent,
  unsupportedType: resumeImportMessages.unsupportedType,
  tooComplex: resumeImportMessages.timeout,
};

/**
 * Thrown inside the parser process. It crosses the process boundary as a message with a
 * prefix (workerpool keeps only the message), which `importFailureFrom` reads back.
 */
export class ImportFailure extends Error {
  constructor(readonly reason: ImportFailureReason) {
    super(`${PREFIX}${reason}: ${importFailureMessages[reason]}`);
    this.name = 'ImportFailure';
  }
}

const PREFIX = 'IMPORT_FAILURE:';

export function importFailureFrom(error: unknown): ImportFailureReason | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = message.match(/IMPORT_FAILURE:(\w+):/);
  return match && match[1]! in importFailureMessages ? (match[1] as ImportFailureReason) : null;
}
