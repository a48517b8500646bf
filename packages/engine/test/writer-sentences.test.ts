/**
 * Issue 19's first defect classes, over every pair, template, length and recipient: results are
 * written as the candidate's own sentences (never a bullet pasted after a colon), and a move to a
 * lower or the same job is never called a step up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type GenerateRequest, letterLengths, seededTemplates } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { analyzeJob, readResumeProfile, writeLetter } from '../src';
import { offlinePairs } from './fixtures/offline-pairs';

/** The letter-quality corpus (packages/engine/corpus/letters) and the writer's own pairs. */
const corpus = new URL('../corpus/letters/', import.meta.url);
const pairs = [
  ...readdirSync(corpus).map((dir) => ({
    field: dir,
    jobDescription: readFileSync(new URL(`${dir}/posting.txt`, corpus), 'utf8'),
    resumeText: readFileSync(new URL(`${dir}/resume.txt`, corpus), 'utf8'),
    companyName: null,
  })),
  ...offlinePairs,
];

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}%$.-]+/gu) ?? [];

describe('results are written, not pasted', () => {
  it('every result a letter cites is a first-person sentence, for every template, length and recipient', () => {
    for (const pair of pairs) {
      const bullets = readResumeProfile(pair.resumeText).positions.flatMap((p) => p.bullets);
      for (const template of seededTemplates)
        for (const length of letterLengths)
          for (const recipient of ['hiring_manager', 'hr'] as const) {
            const request: GenerateRequest = {
              templateId: template.id,
              jobDescription: pair.jobDescription,
              resumeText: pair.resumeText,
              recipient,
              companyName: pair.companyName,
              length,
            };
            const letter = writeLetter({ request, analysis: analyzeJob(request), template });
            const where = `${pair.field}/${template.name}/${length}/${recipient}`;
            expect(letter, where).not.toMatch(/result stands out:|result from my work:/i);
            // 'I also have sold' is not how anyone writes it.
            expect(letter, where).not.toMatch(/\balso have (?!an? )[a-z]+(?:ed|t|n)\b/);
            const sentences = letter.split(/(?<=[.!?])\s+/);
            for (const bullet of bullets) {
              const w = words(bullet);
              // A run of six words of the bullet in a sentence: that sentence speaks as 'I'.
              for (let i = 0; i + 6 <= w.length; i++) {
                const run = w.slice(i, i + 6).join(' ');
                // Words the posting also has are the posting's (a duty the letter looks forward to).
                if (words(pair.jobDescription).join(' ').includes(run)) continue;
                const holder = sentences.find((s) => words(s).join(' ').includes(run));
                if (holder) expect(holder, `${where}: ${bullet}`).toMatch(/\b(?:I|my|My)\b/);
              }
            }
          }
    }
  });
});

describe('a degree still being studied for', () => {
  const resumeText = `Marco Ruiz
marco@example.com

Experience
Supply Sergeant, United States Army (2016 - 2024)
- Managed repair parts for a 600-soldier battalion

Education
Associate of Applied Science, Supply Chain Management – Rio Bravo Community College (in progress, 36 of 60 credits)`;
  const jobDescription = `Logistics Coordinator\nSouthgate Freight\n\nRequirements\n- Associate degree in supply chain or related field\n- Experience with inventory control and cycle counts`;

  it('is told as studied for in every template and length, never as held or completed', () => {
    for (const template of seededTemplates)
      for (const length of letterLengths) {
        const request: GenerateRequest = {
          templateId: template.id,
          jobDescription,
          resumeText,
          length,
          recipient: 'hiring_manager',
        };
        const letter = writeLetter({ request, analysis: analyzeJob(request), template });
        const about = letter.split(/(?<=[.!?])\s+/).filter((s) => s.includes('Associate of Applied Science'));
        expect(about.length, `${template.name}/${length}`).toBeGreaterThan(0);
        for (const sentence of about) {
          expect(sentence, `${template.name}/${length}`).toMatch(
            /\b(?:studying|studies|part-way|working on|completing)\b/,
          );
          expect(sentence).not.toMatch(/\b(?:hold|earned|completed in|graduated)\b/);
        }
      }
  });
});
