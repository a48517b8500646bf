import type * as React from 'react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-danger-text text-sm">
      {message}
    </p>
  );
}

export interface TextFieldProps extends Omit<React.ComponentProps<'input'>, 'id'> {
  label: string;
  name: string;
  id?: string;
  /** Shown under the input; the message also becomes part of the input's description. */
  error?: string;
  description?: React.ReactNode;
  containerClassName?: string;
}

/** A labelled input with its help text and error message wired up for assistive technology. */
export function TextField({
  label,
  id,
  error,
  description,
  containerClassName,
  'aria-describedby': extraDescribedBy,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${props.name}-${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', containerClassName)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
