import type * as React from 'react';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

interface TextAreaFieldProps extends Omit<React.ComponentProps<'textarea'>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** Shows '{n} characters' (and the limit when given) under the box. */
  showCount?: boolean;
  maxChars?: number;
  description?: React.ReactNode;
}

export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  showCount = false,
  maxChars,
  description,
  className,
  ...props
}: TextAreaFieldProps) {
  const countId = showCount ? `${id}-count` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const over = maxChars !== undefined && value.length > maxChars;
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
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={[descriptionId, countId, errorId].filter(Boolean).join(' ') || undefined}
        className={className}
        {...props}
      />
      {showCount ? (
        <p
          id={countId}
          className={cn('text-right text-muted-foreground text-xs', over && 'text-danger-text')}
        >
          {value.length.toLocaleString('en-US')} characters
          {maxChars !== undefined ? ` (max ${maxChars.toLocaleString('en-US')})` : ''}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
