import type { CoverLetterSummary } from '@jobpeel/contract';
import { JobDetailsCell } from './job-details-cell';
import { KeywordBadges } from './keyword-badges';
import { CreatedAt, lengthLabel, ViewLetterLink } from './letter-parts';

const headerCell = 'px-4 py-3 text-left font-medium text-muted-foreground';

/** The library as a table, for screens wide enough to show its columns. */
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
                <CreatedAt letter={letter} />
              </td>
              <td className="px-4 py-3">
                <JobDetailsCell letter={letter} />
              </td>
              <td className="px-4 py-3">
                <KeywordBadges keywords={letter.metadata.keywords} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">{lengthLabel(letter)}</td>
              <td className="px-4 py-3 text-right">
                <ViewLetterLink letter={letter} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
