import { ANALYTICS_WEEKS, type Analytics, letterLengths } from '@jobpeel/contract';
import type { Db } from '../../db/client';
import { DAY_MS, toIso } from '../../lib/time';
import type { CoverLettersRepository } from '../library/cover-letters.repository';

const WEEK_MS = 7 * DAY_MS;
const TOP_KEYWORDS = 10;

/** Monday 00:00 UTC of the week holding `ms`. */
function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * DAY_MS;
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * The Pro analytics dashboard (docs/product.md §2, §3): figures over all of the user's letters. Letters are
 * read once (metadata is JSON), which stays cheap for the thousands of letters a user may have.
 */
export function createAnalyticsService(deps: { db: Db; letters: CoverLettersRepository; now: () => number }) {
  const { db, now } = deps;

  return {
    async forUser(userId: number): Promise<Analytics> {
      const [rows, templates] = await Promise.all([
        deps.letters.listForAnalytics(db, userId),
        deps.letters.listTemplates(db),
      ]);
      const letters = rows.map((row) => {
        const metadata = JSON.parse(row.metadata) as { keywords?: unknown; matchScore?: unknown };
        return {
          ...row,
          keywords: Array.isArray(metadata.keywords)
            ? metadata.keywords.filter((k): k is string => typeof k === 'string' && k.trim() !== '')
            : [],
          matchScore: typeof metadata.matchScore === 'number' ? metadata.matchScore : null,
        };
      });

      const firstWeek = weekStart(now()) - (ANALYTICS_WEEKS - 1) * WEEK_MS;
      const perWeek = countBy(
        letters.filter((l) => l.created_at >= firstWeek),
        (l) => String(weekStart(l.created_at)),
      );
      const lettersPerWeek = Array.from({ length: ANALYTICS_WEEKS }, (_, index) => {
        const start = firstWeek + index * WEEK_MS;
        return { weekStart: toIso(start)!, count: perWeek.get(String(start)) ?? 0 };
      });

      const perTemplate = countBy(letters, (l) => String(l.template_id));
      const templateUse = templates
        .map((t) => ({ templateId: t.id, name: t.name, count: perTemplate.get(String(t.id)) ?? 0 }))
        .filter((t) => t.count > 0)
        .sort((a, b) => b.count - a.count);

      const perLength = countBy(letters, (l) => l.length);
      const lengths = letterLengths.map((length) => ({ length, count: perLength.get(length) ?? 0 }));

      const scores = letters.map((l) => l.matchScore).filter((s): s is number => s !== null);
      const averageMatchScore =
        scores.length > 0 ? Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length) : null;

      // Keywords are counted case-insensitively (once per letter) and shown as first written.
      const keywordCounts = new Map<string, { keyword: string; count: number }>();
      for (const letter of letters) {
        for (const key of new Set(letter.keywords.map((k) => k.trim().toLowerCase()))) {
          const original = letter.keywords.find((k) => k.trim().toLowerCase() === key)!.trim();
          const entry = keywordCounts.get(key) ?? { keyword: original, count: 0 };
          entry.count += 1;
          keywordCounts.set(key, entry);
        }
      }
      const topKeywords = [...keywordCounts.values()]
        .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword))
        .slice(0, TOP_KEYWORDS);

      return {
        totalLetters: letters.length,
        savedLetters: letters.filter((l) => l.saved === 1).length,
        lettersPerWeek,
        templates: templateUse,
        lengths,
        averageMatchScore,
        topKeywords,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
