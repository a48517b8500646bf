import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';
import type { DbDialect } from '../client';

/**
 * What differs between the two databases inside a migration: how an auto-increment key is declared.
 * A file of its own, so migrations need not import the index that lists them.
 */
export interface MigrationContext {
  dialect: DbDialect;
  id: { type: ColumnDataType; build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder };
}

export function contextFor(dialect: DbDialect): MigrationContext {
  return dialect === 'postgres'
    ? { dialect, id: { type: 'serial', build: (c) => c.primaryKey() } }
    : { dialect, id: { type: 'integer', build: (c) => c.primaryKey().autoIncrement() } };
}
