import { COVER_LETTER_CONTENT_MAX_LENGTH, coverLetterMessages, updateContentSchema } from '@jobpeel/contract';
import { Save, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
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
  /** The text being edited; Cancel goes back to it. */
  initialText: string;
  /** Leaves edit mode (after a save, or on Cancel). */
  onDone: () => void;
}

/**
 * Edit mode (spec §4). The draft lives here, so Cancel (unmounting it) restores the original text,
 * and a failed save keeps the user in edit mode with what they typed.
 */
export function LetterEditor({ id, initialText, onDone }: LetterEditorProps) {
  const [draft, setDraft] = useState(initialText);
  const [error, setError] = useState<string | undefined>();
  const updateContent = useUpdateCoverLetterContent(id);
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const tooLong = draft.length > COVER_LETTER_CONTENT_MAX_LENGTH;

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
