import { COVER_LETTER_CONTENT_MAX_LENGTH, coverLetterMessages, updateContentSchema } from '@jobpeel/contract';
import { Save, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useUpdateCoverLetterContent } from '../../api/cover-letter-mutations';

const numberFormat = new Intl.NumberFormat('en-US');

interface LetterEditorProps {
  id: string;
  /** The draft, kept by the preview so a suggested sentence can be put in it. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** A range to select and show (a sentence just put in the draft); each new object selects again. */
  selection?: { start: number; end: number } | null;
  /** Leaves edit mode (after a save, or on Cancel, which drops the draft). */
  onDone: () => void;
}

/**
 * Edit mode (docs/product.md §5). The preview keeps the draft, so Cancel (dropping it) restores the original
 * text, and a failed save keeps the user in edit mode with what they typed.
 */
export function LetterEditor({ id, draft, onDraftChange, selection, onDone }: LetterEditorProps) {
  const setDraft = onDraftChange;
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const updateContent = useUpdateCoverLetterContent(id);
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const tooLong = draft.length > COVER_LETTER_CONTENT_MAX_LENGTH;

  useEffect(() => {
    const textarea = field.current;
    if (!selection || !textarea) return;
    textarea.focus();
    textarea.setSelectionRange(selection.start, selection.end);
  }, [selection]);

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = updateContentSchema.safeParse({ content: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? coverLetterMessages.contentRequired);
      return;
    }
    setError(undefined);
    updateContent.mutate(parsed.data.content, {
      onSuccess: () => {
        toast({
          title: coverLetterMessages.updatedTitle,
          description: coverLetterMessages.updatedDescription,
        });
        onDone();
      },
      onError: (failure) => {
        if (isApiError(failure)) setError(failure.fields?.content);
        toast({
          variant: 'destructive',
          title: coverLetterMessages.updateFailed,
          description: failure.message || coverLetterMessages.unknownError,
        });
      },
    });
  }

  return (
    <form className="grid gap-3" onSubmit={save} noValidate>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={fieldId}>Cover letter content</Label>
        <p id={countId} className={cn('text-muted-foreground text-xs', tooLong && 'text-danger-text')}>
          {numberFormat.format(draft.length)} / {numberFormat.format(COVER_LETTER_CONTENT_MAX_LENGTH)}{' '}
          characters
        </p>
      </div>
      <Textarea
        ref={field}
        id={fieldId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}
        className="min-h-[28rem] leading-relaxed"
        // The user just asked to edit: put them in the text.
        autoFocus
      />
      <FieldError id={errorId} message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={updateContent.isPending}>
          <Save aria-hidden="true" />
          {updateContent.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outline" disabled={updateContent.isPending} onClick={onDone}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
    </form>
  );
}
