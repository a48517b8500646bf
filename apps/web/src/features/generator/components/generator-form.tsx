import {
  JOB_DESCRIPTION_MAX_LENGTH,
  type Preset,
  type PresetInput,
  RESUME_MAX_LENGTH,
  type ResumeBoxes,
  resumeHighlightBoxes,
  type ScrapeResponse,
  SECTION_MAX_LENGTH,
} from '@jobpeel/contract';
import { Sparkles } from 'lucide-react';
import { type ComponentType, type FormEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { type PathValue, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useViewer } from '@/lib/use-viewer';
import { useTemplates } from '../api/templates';
import { useGenerateLetter } from '../hooks/use-generate-letter';
import { useLowMatchCheck } from '../hooks/use-low-match-check';
import {
  clearSavedDraft,
  defaultDraft,
  draftResolver,
  type GeneratorDraft,
  readSavedDraft,
  withCompanyName,
  withPreset,
  withRecipient,
} from '../lib/draft';
import { GenerateProgress } from './generate-progress';
import { LengthSelect } from './length-select';
import { LowMatchWarning } from './low-match-warning';
import { RecipientSelect } from './recipient-select';
import { StreamingLetter } from './streaming-letter';
import { TemplatePicker } from './template-picker';
import { TextAreaField } from './text-area-field';

function recipientSummary(draft: GeneratorDraft): string {
  if (draft.recipient === 'none') return 'The letter opens without naming a recipient.';
  return `The letter will be addressed to: ${draft.customRecipient || 'Hiring Team'}`;
}

/** What the form hands the presets row: the settings to keep, and where a chosen preset goes. */
export interface PresetsToolProps {
  id: string;
  settings: Omit<PresetInput, 'name'>;
  onApply: (preset: Preset) => void;
}

/** What the form hands the job tools above the job description. */
export interface JobToolsProps {
  id: string;
  /** The form has not started yet: its buttons wait. */
  disabled?: boolean;
  /** The job description box's current text. */
  jobDescription: string;
  onExtracted: (job: ScrapeResponse) => void;
  onCleaned: (cleanedContent: string) => void;
}

/** What the form hands the resume tools above the resume boxes. */
export interface ResumeToolsProps {
  id: string;
  /** The form has not started yet: its buttons wait. */
  disabled?: boolean;
  /** The signed-in user's id; null for visitors. */
  userId: number | null;
  fields: ResumeBoxes;
  onChange: (patch: Partial<ResumeBoxes>) => void;
}

/**
 * The tools other features put into the form, passed in by the page that composes it, so the
 * generator depends on none of them. A missing tool is simply not shown.
 */
export interface GeneratorTools {
  /** Step 1, for signed-in users: saved settings presets. */
  Presets?: ComponentType<PresetsToolProps>;
  /** Step 2: extraction from a link and cleaning of the job description. */
  JobTools?: ComponentType<JobToolsProps>;
  /** Step 3: import, save and saved resumes. */
  ResumeTools?: ComponentType<ResumeToolsProps>;
}

/** The three-step cover letter form: settings, job details and resume, then generation. */
export function GeneratorForm({
  headingLevel = 'h2',
  tools = {},
}: {
  headingLevel?: 'h2' | 'h3';
  tools?: GeneratorTools;
}) {
  const { Presets, JobTools, ResumeTools } = tools;
  const id = useId();
  const { user, plan } = useViewer();
  const templates = useTemplates();
  // The first render is the server's (docs/decisions/0028): the defaults. A kept draft and text
  // typed before the app started are put in right after (restoreDraft below).
  const form = useForm<GeneratorDraft>({
    defaultValues: defaultDraft,
    resolver: draftResolver,
    // Messages appear on submit and a box loses its message once edited; nothing is checked while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = form.watch();
  // False on the first render (the server's, and the one that hydrates it) and true from the render
  // react-hook-form makes right after mounting: until then the controls would do nothing, or the
  // browser would send the form itself, so they wait (docs/decisions/0028). The form's own flag,
  // not useHydrated: that would cost the whole form one more render after hydrating.
  const ready = form.formState.isReady;
  const errors = form.formState.errors;
  const errorOf = (key: keyof GeneratorDraft) => errors[key]?.message;
  const { generate, cancel, progress, isGenerating, streamedText, repairing } = useGenerateLetter();
  const lowMatch = useLowMatchCheck(draft.jobDescription, draft.resumeText);
  const submitButton = useRef<HTMLButtonElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const refocusSubmit = useRef(false);

  // Before the first paint of a client render, and right after hydration: the draft kept for the
  // trip to /auth and back, under what the user typed into the server's page before the app started
  // (what they typed on this page wins).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useLayoutEffect(() => {
    restoreDraft(readSavedDraft());
    clearSavedDraft();
  }, []);

  useEffect(() => {
    // After Cancel the panel (and the focused Cancel button) is gone: go back to the submit button.
    if (!isGenerating && refocusSubmit.current) {
      refocusSubmit.current = false;
      submitButton.current?.focus();
    }
  }, [isGenerating]);

  const setField = <K extends keyof GeneratorDraft>(key: K, value: GeneratorDraft[K]) =>
    form.setValue(key, value as PathValue<GeneratorDraft, K>, { shouldDirty: true });

  /** Puts a changed draft in the form; the fields in `typed` lose their old message. */
  const apply = (next: GeneratorDraft, typed: readonly (keyof GeneratorDraft)[]) => {
    const current = form.getValues();
    for (const key of Object.keys(next) as (keyof GeneratorDraft)[]) {
      if (next[key] !== current[key]) setField(key, next[key]);
    }
    if (typed.length > 0) form.clearErrors([...typed]);
  };

  /**
   * Puts a kept draft in the form, under what the user typed into the server's page before the app
   * started: a box whose text differs from the one the server sent (its default value) was typed
   * into, and keeps that text. A box the client rendered has not been typed into yet.
   */
  function restoreDraft(saved: GeneratorDraft | null) {
    const typed: Partial<Record<keyof GeneratorDraft, string>> = {};
    for (const key of Object.keys(defaultDraft) as (keyof GeneratorDraft)[]) {
      const box = formElement.current?.elements.namedItem(key);
      if (
        (box instanceof HTMLTextAreaElement || box instanceof HTMLInputElement) &&
        box.value !== box.defaultValue
      ) {
        typed[key] = box.value;
      }
    }
    if (!saved && Object.keys(typed).length === 0) return;
    apply({ ...(saved ?? form.getValues()), ...typed } as GeneratorDraft, []);
    // Set again even when react-hook-form already has it, so the character counts follow.
    for (const [key, value] of Object.entries(typed)) setField(key as keyof GeneratorDraft, value);
  }

  /** A field a tool or a choice filled in loses its old message. */
  const set = <K extends keyof GeneratorDraft>(key: K, value: GeneratorDraft[K]) => {
    setField(key, value);
    form.clearErrors(key);
  };

  /** A text box of the form; what the user types there removes its old message. */
  const textBox = (key: keyof GeneratorDraft) =>
    form.register(key, { onChange: () => form.clearErrors(key) });

  /** A chosen preset sets the settings; what the plan locks keeps its current value. */
  const applyPreset = (preset: Preset) => {
    const { draft: next, notes } = withPreset(form.getValues(), preset, plan, templates.data);
    apply(next, ['templateId', 'customRecipient']);
    if (notes.length > 0) {
      toast({ title: `Preset "${preset.name}" partly applied`, description: notes.join(' ') });
    }
  };

  /** A valid draft: checks the match (the low-match warning may hold generation back), generates. */
  async function generateFrom(values: GeneratorDraft) {
    if (!(await lowMatch.check(values))) return;
    const outcome = await generate(values);
    if (outcome.ok) return;
    for (const [key, message] of Object.entries(outcome.fieldErrors)) {
      form.setError(key as keyof GeneratorDraft, { type: 'server', message });
    }
  }

  function submit() {
    if (isGenerating || lowMatch.isChecking) return;
    // An invalid draft shows its messages instead; a warning about the old text no longer applies.
    void form.handleSubmit(generateFrom, () => lowMatch.dismiss())();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  /** 'Generate anyway': remembered for this job description and resume, then the usual submit. */
  function generateAnyway() {
    lowMatch.acknowledge(form.getValues());
    // The warning (and its focused button) goes away: keep focus in the form.
    submitButton.current?.focus();
    submit();
  }

  /** 'Edit my details': the warning closes and the job description is next to look at. */
  function editDetails() {
    lowMatch.dismiss();
    document.getElementById(fieldId('job-description'))?.focus();
  }

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label="Cover letter form"
    >
      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>1. Settings</CardTitle>
          <CardDescription>Pick the template, length and who the letter is addressed to.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <TemplatePicker
            id={fieldId('template')}
            disabled={!ready}
            value={draft.templateId}
            onChange={(value) => set('templateId', value)}
            error={errorOf('templateId')}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <LengthSelect
              id={fieldId('length')}
              disabled={!ready}
              value={draft.length}
              onChange={(value) => set('length', value)}
            />
            <RecipientSelect
              id={fieldId('recipient')}
              disabled={!ready}
              value={draft.recipient}
              onChange={(recipient) => apply(withRecipient(form.getValues(), recipient), [])}
            />
          </div>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Company Name"
              id={fieldId('company')}
              {...form.register('companyName', {
                // The recipient rule follows the name (Company mirrors it).
                onChange: (event) => apply(withCompanyName(form.getValues(), event.target.value), []),
              })}
              placeholder="e.g. Acme Corp"
              maxLength={200}
              autoComplete="organization"
            />
            {draft.recipient === 'custom' ? (
              <TextField
                label="Custom Recipient"
                id={fieldId('custom-recipient')}
                {...textBox('customRecipient')}
                placeholder="e.g. Ms. Jane Smith"
                maxLength={200}
                error={errorOf('customRecipient')}
              />
            ) : (
              <p className="self-end text-muted-foreground text-sm" aria-live="polite">
                {recipientSummary(draft)}
              </p>
            )}
          </div>
          {user && Presets ? (
            <Presets
              id={fieldId('preset')}
              settings={{
                templateId: draft.templateId,
                length: draft.length,
                recipient: draft.recipient,
                customRecipient: draft.recipient === 'custom' ? draft.customRecipient : null,
              }}
              onApply={applyPreset}
            />
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>2. Job Details</CardTitle>
          <CardDescription>
            Paste the full job posting: title, responsibilities and requirements.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {JobTools ? (
            <JobTools
              id={fieldId('job-tools')}
              disabled={!ready}
              jobDescription={draft.jobDescription}
              onExtracted={(job) => {
                // The company name is filled in only when its box is empty (the recipient rule follows).
                const current = form.getValues();
                const next = { ...current, jobDescription: job.processedContent };
                apply(
                  job.company && current.companyName.trim() === ''
                    ? withCompanyName(next, job.company)
                    : next,
                  ['jobDescription'],
                );
              }}
              onCleaned={(cleaned) => set('jobDescription', cleaned)}
            />
          ) : null}
          <TextAreaField
            id={fieldId('job-description')}
            label="Job Description"
            {...textBox('jobDescription')}
            placeholder="Paste the job description here..."
            className="min-h-[200px]"
            count={draft.jobDescription.length}
            maxChars={JOB_DESCRIPTION_MAX_LENGTH}
            error={errorOf('jobDescription')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>3. Your Resume</CardTitle>
          <CardDescription>
            The letter only claims what your resume and the job description support.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {ResumeTools ? (
            <ResumeTools
              id={fieldId('resume-tools')}
              disabled={!ready}
              userId={user?.id ?? null}
              fields={draft}
              onChange={(patch) =>
                apply({ ...form.getValues(), ...patch }, Object.keys(patch) as (keyof ResumeBoxes)[])
              }
            />
          ) : null}
          <TextAreaField
            id={fieldId('resume')}
            label="Resume Content"
            {...textBox('resumeText')}
            placeholder="Paste your resume here..."
            className="min-h-[200px]"
            count={draft.resumeText.length}
            maxChars={RESUME_MAX_LENGTH}
            error={errorOf('resumeText')}
          />
          <TextAreaField
            id={fieldId('contact')}
            label="Contact Information"
            {...textBox('contactInfo')}
            placeholder="Name, email, phone, LinkedIn..."
            rows={3}
            maxLength={SECTION_MAX_LENGTH}
            error={errorOf('contactInfo')}
          />
          <div className="grid gap-5 md:grid-cols-2">
            {resumeHighlightBoxes.map((field) => (
              <TextAreaField
                key={field.key}
                id={fieldId(field.key)}
                label={field.label}
                {...textBox(field.key)}
                placeholder={field.placeholder}
                rows={4}
                maxLength={SECTION_MAX_LENGTH}
                error={errorOf(field.key)}
              />
            ))}
          </div>
        </CardContent>
      </Card>

      {streamedText !== null && (
        <StreamingLetter
          text={streamedText}
          repairing={repairing}
          onCancel={() => {
            refocusSubmit.current = true;
            cancel();
          }}
          headingLevel={headingLevel}
        />
      )}
      {lowMatch.warning !== null && (
        <LowMatchWarning
          warning={lowMatch.warning}
          onGenerateAnyway={generateAnyway}
          onEdit={editDetails}
          disabled={isGenerating}
        />
      )}
      <Button
        ref={submitButton}
        type="submit"
        size="lg"
        className="h-12 w-full text-base"
        // Until then pressing it would send the form by the browser's own means (a page load that
        // drops what was typed): it waits, as the login button does.
        disabled={!ready || isGenerating}
        aria-busy={lowMatch.isChecking || undefined}
      >
        {isGenerating || lowMatch.isChecking ? (
          <Spinner label={null} className="size-5 text-current" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        Generate Cover Letter
      </Button>
      <GenerateProgress value={progress} />
    </form>
  );
}
