import { type CoverLetterSummary, letterLengthInfo } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { coverLetterTitle } from '@/features/cover-letters/api/cover-letters';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';
import { formatShortDate } from '../lib/dates';
import { JobDetailsCell } from './job-details-cell';
import { KeywordBadges } from './keyword-badges';

const headerCell = 'px-4 py-3 text-left font-medium text-muted-foreground';

/** The library table (spec §2 /library); it scrolls sideways on narrow screens. */
export function CoverLetterTable({ letters }: { letters: CoverLetterSummary[] }) {
  return (
    // Focusable so keyboard users can scroll it sideways on small screens.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section tabIndex={0} aria-label="Cover letters" className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="border-b">
          <tr>
            <th scope="col" className={headerCell}>
              Date Created
            </th>
            <th scope="col" className={headerCell}>
              Job Details
            </th>
            <th scope="col" className={headerCell}>
              Keywords
            </th>
            <th scope="col" className={headerCell}>
              Template
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {letters.map((letter) => (
            <tr key={letter.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3">
                <time dateTime={letter.createdAt} title={formatShortDate(letter.createdAt)}>
                  {formatRelativeTime(letter.createdAt)}
                </time>
              </td>
              <td className="px-4 py-3">
                <JobDetailsCell letter={letter} />
              </td>
              <td className="px-4 py-3">
                <KeywordBadges keywords={letter.metadata.keywords} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                {letterLengthInfo[letter.length]?.label ?? letterLengthInfo.standard.label}
              </td>
              <td className="px-4 py-3 text-right">
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.previewOf(letter.id)} aria-label={`View ${coverLetterTitle(letter)}`}>
                    View
                  </Link>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
