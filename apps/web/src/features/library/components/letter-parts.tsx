import { type CoverLetterSummary, coverLetterTitle, letterLengthInfo } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { formatRelativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { formatShortDate } from '../lib/dates';

/** When the letter was written, relative; the date itself on hover. */
export function CreatedAt({ letter }: { letter: CoverLetterSummary }) {
  return (
    <time dateTime={letter.createdAt} title={formatShortDate(letter.createdAt)}>
      {formatRelativeTime(letter.createdAt)}
    </time>
  );
}

/** The letter's length, as the form names it. */
export function lengthLabel(letter: CoverLetterSummary): string {
  return letterLengthInfo[letter.length]?.label ?? letterLengthInfo.standard.label;
}

/** The link to the letter's preview, named after the letter for screen readers. */
export function ViewLetterLink({ letter, className }: { letter: CoverLetterSummary; className?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className={cn(className)}>
      <Link to={paths.previewOf(letter.id)} aria-label={`View ${coverLetterTitle(letter)}`}>
        View
      </Link>
    </Button>
  );
}

/**
 * The company and the role the letter was written for, when the job analysis found them: letters
 * for the same role read alike by title alone.
 */
export function LetterJob({ letter }: { letter: CoverLetterSummary }) {
  const company = letter.metadata.company?.trim();
  const role = letter.metadata.role?.trim();
  if (!company && !role) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs">
      {company ? (
        <>
          <dt className="text-muted-foreground">Company</dt>
          <dd className="break-words">{company}</dd>
        </>
      ) : null}
      {role ? (
        <>
          <dt className="text-muted-foreground">Role</dt>
          <dd className="break-words">{role}</dd>
        </>
      ) : null}
    </dl>
  );
}
