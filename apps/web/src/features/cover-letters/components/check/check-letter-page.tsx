import {
  type CheckLetterRequest,
  checkLetterRequestSchema,
  type LetterEvidence,
  type SuggestionAction,
} from '@jobpeel/contract';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, FormTextareaField, SubmitButton } from '@/components/form/form';
import { setServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useCheckLetter } from '../../api/claim-check';
import { suggestSentenceInBrowser } from '../../lib/claim-engine';
import { insertSentence } from '../../lib/claims';
import { AnnotatedLetter } from '../claim-check/annotated-letter';
import { ClaimSummaryLine } from '../claim-check/claim-summary';
import { CoverageList } from '../claim-check/coverage-list';
import { StyleNotes } from '../claim-check/style-notes';

export const NO_SUGGESTION_MESSAGE =
  'We could not write a sentence for this requirement from your resume. Try a sentence of your own.';
export const CHECK_STALE_MESSAGE = 'You changed the text since this check. Check again to update it.';

interface CheckResult {
  evidence: LetterEvidence;
  /** What was checked (the evidence's offsets index `content`). */
  request: CheckLetterRequest;
}

/**
 * /check: the claim check of any letter, written anywhere. The user pastes the letter, the job and
 * the resume; the server checks it; coverage suggestions are written in the browser and put in the
 * pasted letter. Nothing typed is ever cleared, whatever goes wrong.
 */
export function CheckLetterPage() {
  const form = useZodForm(checkLetterRequestSchema, {
    defaultValues: { content: '', jobDescription: '', resumeText: '' },
  });
  const values = useWatch({ control: form.control });
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

  function submit(request: CheckLetterRequest) {
    check.mutate(request, {
      onSuccess: (evidence) => setResult({ evidence, request }),
      onError: (failure) => {
        // A field's message is shown by its field; anything else (too many checks, offline...) here.
        if (!setServerErrors(form, failure)) form.setError('root', { message: failure.message });
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
      const inserted = insertSentence(form.getValues('content'), sentence);
      form.setValue('content', inserted.text);
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
    (values.content?.trim() !== result.request.content ||
      values.jobDescription?.trim() !== result.request.jobDescription ||
      values.resumeText?.trim() !== result.request.resumeText);
  const formError = form.formState.errors.root?.message;

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
      <Form form={form} onSubmit={submit} className="grid gap-6" aria-label="Check a letter">
        <FormTextareaField
          id="check-content"
          name="content"
          label="Cover letter"
          description="The letter as you would send it."
          rows={12}
          ref={letterField}
          className="leading-relaxed"
        />
        <div className="grid gap-6 md:grid-cols-2">
          <FormTextareaField
            id="check-job"
            name="jobDescription"
            label="Job description"
            description="The posting the letter answers."
            rows={10}
            className="leading-relaxed"
          />
          <FormTextareaField
            id="check-resume"
            name="resumeText"
            label="Resume"
            description="The resume the letter's claims should come from."
            rows={10}
            className="leading-relaxed"
          />
        </div>
        <div className="grid gap-3">
          {formError ? (
            <p role="alert" className="text-danger-text text-sm">
              {formError}
            </p>
          ) : null}
          <div>
            <SubmitButton
              pending={check.isPending}
              pendingLabel="Checking..."
              icon={<ShieldCheck aria-hidden="true" />}
            >
              Check
            </SubmitButton>
          </div>
        </div>
      </Form>
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
