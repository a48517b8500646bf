/**
 * The British English phrasebook: the US book's voices in British spelling, with the document
 * called a CV. A form that needs other words in British English is overridden here.
 */
import { respell } from '../grammar';
import { enUS } from './en-US';
import type { Phrasebook, Voice } from './types';

/** Every sentence of a voice through `change`; layouts and flags stay. */
function mapVoice(voice: Voice, change: (s: string) => string): Voice {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(voice)) {
    if (key === 'layout' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string') out[key] = change(value);
    else if (Array.isArray(value)) out[key] = value.map((s: string) => change(s));
    else
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, string[]>).map(([k, v]) => [k, v.map(change)]),
      );
  }
  return out as unknown as Voice;
}

const toBritish = (s: string) => respell(s, 'en-GB');

export const enGB: Phrasebook = {
  ...enUS,
  locale: 'en-GB',
  resumeWord: 'CV',
  voices: Object.fromEntries(Object.entries(enUS.voices).map(([name, v]) => [name, mapVoice(v, toBritish)])),
  shared: Object.fromEntries(
    Object.entries(enUS.shared).map(([k, forms]) => [k, forms.map(toBritish)]),
  ) as unknown as Phrasebook['shared'],
};
