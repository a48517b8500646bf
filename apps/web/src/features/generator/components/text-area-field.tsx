import { groupDigits } from '@jobpeel/contract';
import type * as React from 'react';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

interface TextAreaFieldProps extends Omit<React.ComponentProps<'textarea'>, 'id'> {
  id: string;
  label: string;
  error?: string;
  /** The text's length: shows '{n} characters' (and the limit when given) under the box. */
  count?: number;
  maxChars?: number;
  description?: React.ReactNode;
}

/** A labelled box; its value lives in the DOM (a registered form field), so typing never waits on a render. */
export function TextAreaField({
  id,
  label,
  error,
  count,
  maxChars,
  description,
  className,
  ...props
}: TextAreaFieldProps) {
  const countId = count !== undefined ? `${id}-count` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const over = count !== undefined && maxChars !== undefined && count > maxChars;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      <Textarea
        id={id}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={[descriptionId, countId, errorId].filter(Boolean).join(' ') || undefined}
        className={className}
        {...props}
      />
      {count !== undefined ? (
        <p
          id={countId}
          className={cn('text-right text-muted-foreground text-xs', over && 'text-danger-text')}
        >
          {groupDigits(count)} characters
          {maxChars !== undefined ? ` (max ${groupDigits(maxChars)})` : ''}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
