import { passwordRules } from '@jobpeel/contract';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The live checklist of the password rules (spec §5); each item says whether it is met. */
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
