import {
  type CheckLetterRequest,
  checkLetterRequestSchema,
  type LetterEvidence,
  type SuggestionAction,
} from '@jobpeel/contract';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useCheckLetter } from '../../api/claim-check';
import { suggestSentenceInBrowser } from '../../lib/claim-engine';
import { insertSentence } from '../../lib/claims';
import { AnnotatedLetter } from '../claim-check/annotated-letter';
import { ClaimSummaryLine } from '../claim-check/claim-summary';
import { CoverageList } from '../claim-check/coverage-list';
import { StyleNotes } from '../claim-check/style-notes';

type FieldName = keyof CheckLetterRequest;
const fieldNames: FieldName[] = ['content', 'jobDescription', 'resumeText'];

export const NO_SUGGESTION_MESSAGE =
  'We could not write a sentence for this requirement from your resume. Try a sentence of your own.';
export const CHECK_STALE_MESSAGE = 'You changed the text since this check. Check again to update it.';

interface CheckResult {
  evidence: LetterEvidence;
  /** What was checked (the evidence's offsets index `content`). */
  request: CheckLetterRequest;
}

function CheckField({
  id,
  name,
  label,
  description,
  value,
  onChange,
  error,
  rows,
  textareaRef,
}: {
  id: string;
  name: FieldName;
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <p id={descriptionId} className="text-muted-foreground text-sm">
        {description}
      </p>
      <Textarea
        ref={textareaRef}
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[descriptionId, error ? errorId : null].filter(Boolean).join(' ')}
        className="leading-relaxed"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * /check: the claim check of any letter, written anywhere. The user pastes the letter, the job and
 * the resume; the server checks it; coverage suggestions are written in the browser and put in the
 * pasted letter. Nothing typed is ever cleared, whatever goes wrong.
 */
export function CheckLetterPage() {
  const [values, setValues] = useState<CheckLetterRequest>({
    content: '',
    jobDescription: '',
    resumeText: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const letterField = useRef<HTMLTextAreaElement>(null);
  const check = useCheckLetter();

  useEffect(() => {
    const field = letterField.current;
    if (!selection || !field) return;
    field.focus();
    field.setSelectionRange(selection.start, selection.end);
  }, [selection]);

  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = checkLetterRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        if (fieldNames.includes(name) && !next[name]) next[name] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const request = parsed.data;
    check.mutate(request, {
      onSuccess: (evidence) => setResult({ evidence, request }),
      onError: (failure) => {
        const fields = isApiError(failure) ? failure.fields : undefined;
        const byField: Partial<Record<FieldName, string>> = {};
        for (const name of fieldNames) if (fields?.[name]) byField[name] = fields[name];
        setErrors(byField);
        // A field's message is shown by its field; anything else (too many checks, offline...) here.
        if (Object.keys(byField).length === 0) setFormError(failure.message);
      },
    });
  }

  async function suggestFor(requirement: string, action: SuggestionAction) {
    if (!result) return;
    setPending(requirement);
    try {
      const sentence = await suggestSentenceInBrowser({
        action,
        requirement,
        resumeText: result.request.resumeText,
        postingText: result.request.jobDescription,
      });
      if (!sentence) {
        toastError(NO_SUGGESTION_MESSAGE, 'No sentence to suggest');
        return;
      }
      const inserted = insertSentence(values.content, sentence);
      setValues((current) => ({ ...current, content: inserted.text }));
      setSelection({ start: inserted.start, end: inserted.end });
      toast({
        title: 'Sentence added to your letter',
        description: 'It is selected in the letter box: review it, then check again.',
      });
    } catch {
      toastError('The checker could not be loaded. Please check your connection and try again.');
    } finally {
      setPending(null);
    }
  }

  const stale =
    result !== null &&
    (values.content.trim() !== result.request.content ||
      values.jobDescription.trim() !== result.request.jobDescription ||
      values.resumeText.trim() !== result.request.resumeText);

  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <h1 className="flex items-center gap-2 font-semibold text-3xl">
          <ShieldCheck aria-hidden="true" className="size-7 text-brand" />
          Check a letter
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Paste any cover letter with the job it answers and your resume. We mark every claim it makes, show
          the resume line that backs it, and flag the ones nothing backs.
        </p>
      </div>
      <form className="grid gap-6" onSubmit={submit} noValidate aria-label="Check a letter">
        <CheckField
          id="check-content"
          name="content"
          label="Cover letter"
          description="The letter as you would send it."
          value={values.content}
          onChange={set('content')}
          error={errors.content}
          rows={12}
          textareaRef={letterField}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <CheckField
            id="check-job"
            name="jobDescription"
            label="Job description"
            description="The posting the letter answers."
            value={values.jobDescription}
            onChange={set('jobDescription')}
            error={errors.jobDescription}
            rows={10}
          />
          <CheckField
            id="check-resume"
            name="resumeText"
            label="Resume"
            description="The resume the letter's claims should come from."
            value={values.resumeText}
            onChange={set('resumeText')}
            error={errors.resumeText}
            rows={10}
          />
        </div>
        <div className="grid gap-3">
          {formError ? (
            <p role="alert" className="text-danger-text text-sm">
              {formError}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={check.isPending}>
              <ShieldCheck aria-hidden="true" />
              {check.isPending ? 'Checking...' : 'Check'}
            </Button>
          </div>
        </div>
      </form>
      {result ? (
        <section aria-labelledby="check-results-heading" className="grid gap-6">
          <h2 id="check-results-heading" className="font-semibold text-2xl">
            Results
          </h2>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card>
              <CardHeader>
                <CardTitle as="h3">Claim check</CardTitle>
                <CardDescription>
                  Each claim is marked Supported, Misattributed or Unsupported. Select a claim to see the line
                  that backs it.
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <div aria-live="polite" className="grid gap-1">
                  <ClaimSummaryLine summary={result.evidence.summary} />
                  {stale ? <p className="text-muted-foreground text-sm">{CHECK_STALE_MESSAGE}</p> : null}
                </div>
                <article aria-label="Checked letter" className="grid gap-4">
                  <AnnotatedLetter text={result.request.content} evidence={result.evidence} />
                </article>
              </CardContent>
            </Card>
            <div className="grid content-start gap-6">
              <CoverageList
                coverage={result.evidence.coverage}
                onSuggest={(requirement, action) => void suggestFor(requirement, action)}
                pending={pending}
                headingLevel="h3"
              />
              <StyleNotes style={result.evidence.style} headingLevel="h3" />
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
