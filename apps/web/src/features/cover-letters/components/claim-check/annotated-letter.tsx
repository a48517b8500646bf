import type { LetterEvidence } from '@jobpeel/contract';
import { cn } from '@/lib/utils';
import { paragraphRanges, type Segment, segmentsOf, styleKindLabels } from '../../lib/claims';
import { ClaimMark } from './claim-mark';

function SegmentView({ text, segment }: { text: string; segment: Segment }) {
  const content = text.slice(segment.start, segment.end);
  if (segment.type === 'text') return content;
  if (segment.type === 'claim') return <ClaimMark claim={segment.claim}>{content}</ClaimMark>;
  return (
    <mark
      className="rounded-sm bg-transparent text-inherit underline decoration-muted-foreground decoration-dotted underline-offset-4"
      title={styleKindLabels[segment.note.kind]}
      data-style-note={segment.note.kind}
    >
      {content}
      <span className="sr-only"> ({styleKindLabels[segment.note.kind]})</span>
    </mark>
  );
}

/**
 * The letter with its claims marked (a focusable button each, labelled with its status) and its
 * style notes underlined. Only for the screen: printing and exports use the plain text.
 */
export function AnnotatedLetter({
  text,
  evidence,
  className,
}: {
  text: string;
  evidence: LetterEvidence;
  className?: string;
}) {
  const claims = evidence.sentences.flatMap((sentence) => sentence.claims);
  return paragraphRanges(text).map((paragraph) => (
    <p key={paragraph.start} className={cn('whitespace-pre-line break-words leading-loose', className)}>
      {segmentsOf(paragraph.start, paragraph.end, claims, evidence.style).map((segment) => (
        <SegmentView key={`${segment.type}-${segment.start}`} text={text} segment={segment} />
      ))}
    </p>
  ));
}

/**
 * The sentences that carry claims, each with its claims marked: beside the editor, where the text
 * itself is a plain text box. With `onlyFlagged`, just the sentences that need a look.
 */
export function ClaimSentences({
  text,
  evidence,
  onlyFlagged,
}: {
  text: string;
  evidence: LetterEvidence;
  onlyFlagged: boolean;
}) {
  const sentences = evidence.sentences.filter((sentence) =>
    onlyFlagged ? sentence.claims.some((claim) => claim.status !== 'supported') : sentence.claims.length > 0,
  );
  if (sentences.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        {onlyFlagged ? 'No sentence needs a look.' : 'No sentence makes a claim to check.'}
      </p>
    );
  }
  return (
    <ul className="grid gap-2 text-sm">
      {sentences.map((sentence) => (
        <li key={sentence.start} className="break-words rounded-md border px-3 py-2 leading-loose">
          {segmentsOf(sentence.start, Math.min(sentence.end, text.length), sentence.claims, []).map(
            (segment) => (
              <SegmentView key={`${segment.type}-${segment.start}`} text={text} segment={segment} />
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
