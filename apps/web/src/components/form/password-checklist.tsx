import { passwordRules } from '@jobpeel/contract';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { type FieldValues, type Path, useWatch } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { FormTextField } from './form';

/** The live checklist of the contract's password rules; each item says whether it is met. */
export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  return (
    <ul id={id} aria-label="Requirements" className="grid gap-1 text-sm">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn('flex items-center gap-2', met ? 'text-success-text' : 'text-muted-foreground')}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
            <span>{rule.label}</span>
            <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The new-password fields of the surrounding Form: the password with the checklist under it,
 * ticked while the user types so a password the server would refuse is seen before it is sent,
 * then its confirmation (`confirmPassword`).
 */
export function FormNewPasswordFields<Values extends FieldValues>({
  name,
  label,
  confirmLabel,
}: {
  name: Path<Values>;
  label: string;
  confirmLabel: string;
}) {
  const checklistId = useId();
  const password = useWatch<Values>({ name });
  return (
    <>
      <FormTextField<Values>
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        aria-describedby={checklistId}
      />
      <PasswordChecklist id={checklistId} password={typeof password === 'string' ? password : ''} />
      <FormTextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
