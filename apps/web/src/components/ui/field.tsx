import type * as React from 'react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-danger-text text-sm">
      {message}
    </p>
  );
}

/** What a labelled field takes besides its control's own props. */
interface FieldFrameProps {
  label: string;
  name: string;
  id?: string;
  /** Shown under the control; the message also becomes part of the control's description. */
  error?: string;
  description?: React.ReactNode;
  containerClassName?: string;
  'aria-describedby'?: string;
}

export type TextFieldProps = Omit<React.ComponentProps<'input'>, keyof FieldFrameProps> & FieldFrameProps;

/** The control's share of a field: its id and the ids of the texts that describe it. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Splits a field's props into the frame's and the control's. */
function splitFieldProps<Props extends FieldFrameProps>({
  label,
  id,
  error,
  description,
  containerClassName,
  'aria-describedby': extraDescribedBy,
  ...control
}: Props) {
  const frame = { label, name: control.name, id, error, description, containerClassName, extraDescribedBy };
  return [frame, control] as const;
}

/**
 * The label, help text and error message around a control, with the ids that tie them to it for
 * assistive technology. Help text goes under the control unless `descriptionFirst`.
 */
function FieldFrame({
  label,
  name,
  id,
  error,
  description,
  containerClassName,
  extraDescribedBy,
  descriptionFirst = false,
  children,
}: Omit<FieldFrameProps, 'aria-describedby'> & {
  extraDescribedBy?: string;
  descriptionFirst?: boolean;
  children: (wiring: ControlWiring) => React.ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? `${name}-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  const help = description ? (
    <p id={descriptionId} className="text-muted-foreground text-sm">
      {description}
    </p>
  ) : null;

  return (
    <div className={cn('grid gap-2', descriptionFirst && 'content-start', containerClassName)}>
      <Label htmlFor={controlId}>{label}</Label>
      {descriptionFirst ? help : null}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {descriptionFirst ? null : help}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A labelled input with its help text and error message wired up for assistive technology. */
export function TextField(props: TextFieldProps) {
  const [frame, control] = splitFieldProps(props);
  return <FieldFrame {...frame}>{(wiring) => <Input {...wiring} {...control} />}</FieldFrame>;
}

export type TextareaFieldProps = Omit<React.ComponentProps<'textarea'>, keyof FieldFrameProps> &
  FieldFrameProps;

/**
 * A labelled textarea, wired up like TextField, with its help text between the label and the box,
 * where it is read before a long text is typed.
 */
export function TextareaField(props: TextareaFieldProps) {
  const [frame, control] = splitFieldProps(props);
  return (
    <FieldFrame {...frame} descriptionFirst>
      {(wiring) => <Textarea {...wiring} {...control} />}
    </FieldFrame>
  );
}
