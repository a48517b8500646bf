import { describe, expect, it } from 'vitest';
import { claimRepairLine, insertSentence, paragraphRanges, segmentsOf } from './claims';

describe('paragraphRanges', () => {
  it('finds the trimmed paragraphs and where they are in the text', () => {
    const text = '  Dear Ada,\n\nFirst line.\n \n\nSincerely,\nBo\n';
    const ranges = paragraphRanges(text);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      'Dear Ada,',
      'First line.',
      'Sincerely,\nBo',
    ]);
  });
});

describe('segmentsOf', () => {
  it('cuts a range into text, claims and style notes, the claim winning an overlap', () => {
    const claim = {
      text: '45',
      kind: 'number' as const,
      status: 'supported' as const,
      start: 4,
      end: 6,
      sources: [],
    };
    const segments = segmentsOf(
      0,
      10,
      [claim],
      [
        { start: 3, end: 5, kind: 'stock_phrase', text: 'x' },
        { start: 8, end: 9, kind: 'em_dash', text: '—' },
      ],
    );
    expect(segments.map((s) => [s.type, s.start, s.end])).toEqual([
      ['text', 0, 4],
      ['claim', 4, 6],
      ['text', 6, 8],
      ['style', 8, 9],
      ['text', 9, 10],
    ]);
  });
});

describe('insertSentence', () => {
  const sentence = 'I use Zendesk daily.';

  it('goes before the closing paragraph, after the greeting and before the sign-off', () => {
    const text = 'Dear Ada,\n\nOpening.\n\nMiddle.\n\nThank you for reading.\n\nSincerely,\nBo';
    const result = insertSentence(text, sentence);
    expect(result.text).toBe(
      'Dear Ada,\n\nOpening.\n\nMiddle. I use Zendesk daily.\n\nThank you for reading.\n\nSincerely,\nBo',
    );
    expect(result.text.slice(result.start, result.end)).toBe(sentence);
  });

  it('goes at the end of a one-paragraph letter, and is the whole of an empty one', () => {
    expect(insertSentence('I build things.', sentence).text).toBe('I build things. I use Zendesk daily.');
    expect(insertSentence('', sentence)).toEqual({ text: sentence, start: 0, end: sentence.length });
  });

  it('becomes a paragraph of its own when the letter is only a greeting and a sign-off', () => {
    const result = insertSentence('Dear Ada,\n\nBest,\nBo', sentence);
    expect(result.text).toBe('Dear Ada,\n\nBest,\nBo\n\nI use Zendesk daily.');
  });
});

describe('claimRepairLine', () => {
  it('says how many sentences the AI fixed and how many claims still need a look', () => {
    expect(
      claimRepairLine({ attempted: true, flaggedBefore: 3, flaggedAfter: 1, sentencesRewritten: 2 }),
    ).toBe('We asked the AI to fix 2 sentences; 1 claim still needs a look.');
    expect(
      claimRepairLine({ attempted: true, flaggedBefore: 1, flaggedAfter: 0, sentencesRewritten: 1 }),
    ).toBe('We asked the AI to fix 1 sentence; no claims still need a look.');
  });
});
