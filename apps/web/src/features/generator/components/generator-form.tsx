import {
  JOB_DESCRIPTION_MAX_LENGTH,
  type Preset,
  type PresetInput,
  RESUME_MAX_LENGTH,
  type Recipient,
  type ResumeBoxes,
  recipientLabels,
  recipients,
  resumeHighlightBoxes,
  type ScrapeResponse,
  SECTION_MAX_LENGTH,
} from '@jobpeel/contract';
import { Sparkles } from 'lucide-react';
import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type PathValue, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
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
  /** The job description box's current text. */
  jobDescription: string;
  onExtracted: (job: ScrapeResponse) => void;
  onCleaned: (cleanedContent: string) => void;
}

/** What the form hands the resume tools above the resume boxes. */
export interface ResumeToolsProps {
  id: string;
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
  // A draft kept for the trip to /auth is restored once.
  const [initialDraft] = useState<GeneratorDraft>(() => readSavedDraft() ?? defaultDraft);
  const form = useForm<GeneratorDraft>({
    defaultValues: initialDraft,
    resolver: draftResolver,
    // Messages appear on submit and a box loses its message once edited; nothing is checked while typing.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = form.watch();
  const errors = form.formState.errors;
  const errorOf = (key: keyof GeneratorDraft) => errors[key]?.message;
  const { generate, cancel, progress, isGenerating, streamedText, repairing } = useGenerateLetter();
  const lowMatch = useLowMatchCheck(draft.jobDescription, draft.resumeText);
  const submitButton = useRef<HTMLButtonElement>(null);
  const refocusSubmit = useRef(false);

  useEffect(() => {
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
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Cover letter form">
      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>1. Settings</CardTitle>
          <CardDescription>Pick the template, length and who the letter is addressed to.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <TemplatePicker
            id={fieldId('template')}
            value={draft.templateId}
            onChange={(value) => set('templateId', value)}
            error={errorOf('templateId')}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <LengthSelect
              id={fieldId('length')}
              value={draft.length}
              onChange={(value) => set('length', value)}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor={fieldId('recipient')}>Recipient</Label>
              <Select
                value={draft.recipient}
                onValueChange={(value) => {
                  const recipient = recipients.find((r) => r === value);
                  if (recipient) apply(withRecipient(form.getValues(), recipient as Recipient), []);
                }}
              >
                <SelectTrigger id={fieldId('recipient')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {recipients.map((recipient) => (
                    <SelectItem key={recipient} value={recipient}>
                      {recipientLabels[recipient]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
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
        disabled={isGenerating}
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
