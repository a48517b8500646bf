import { type Template, type TemplateStyle, templateStyleHelp } from '@jobpeel/contract';
import { Briefcase, Code2, Lock, type LucideIcon, Palette } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  useListOnFirstOpen,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useViewer } from '@/lib/use-viewer';
import { cn } from '@/lib/utils';
import { templateDescription, useTemplates } from '../api/templates';

/** docs/product.md §5: formal blue, creative purple, technical green. */
const styleIcons: Record<TemplateStyle, { icon: LucideIcon; className: string }> = {
  formal: { icon: Briefcase, className: 'text-blue-600 dark:text-blue-400' },
  creative: { icon: Palette, className: 'text-purple-600 dark:text-purple-400' },
  technical: { icon: Code2, className: 'text-green-600 dark:text-green-400' },
};

function StyleIcon({ style }: { style: TemplateStyle }) {
  const { icon: Icon, className } = styleIcons[style];
  return <Icon aria-hidden="true" className={cn('size-4', className)} />;
}

const styleOf = (template: Template): TemplateStyle => template.metadata.style ?? 'formal';

interface TemplatePickerProps {
  id: string;
  /** Until the form has started (docs/decisions/0028). */
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * docs/product.md §4 step 1 and §2 Template access: locked templates are listed disabled with their badge.
 */
export function TemplatePicker({ id, value, onChange, error, disabled }: TemplatePickerProps) {
  const viewer = useViewer();
  const templates = useTemplates();
  const lazyList = useListOnFirstOpen();
  const descriptionId = `${id}-description`;
  const errorId = error ? `${id}-error` : undefined;
  const list = templates.data ?? [];
  const selected = list.find((t) => String(t.id) === value);
  // A chosen id that is not in the list (yet) must not leave Radix showing an empty value.
  const selectValue = templates.isPending ? '' : selected ? value : '';

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Cover Letter Template</Label>
      {templates.isPending ? (
        <div className="flex h-9 items-center gap-2 rounded-md border px-3 text-muted-foreground text-sm">
          <Spinner label={null} className="size-4" />
          Loading templates...
        </div>
      ) : (
        <Select value={selectValue} onValueChange={onChange} disabled={disabled} {...lazyList.rootProps}>
          <SelectTrigger
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ')}
          >
            {/* Written out, so the server's page shows it too (Radix fills it in only in the browser). */}
            <SelectValue placeholder="Select a template">
              {selected ? (
                <>
                  <StyleIcon style={styleOf(selected)} />
                  {selected.name}
                </>
              ) : null}
            </SelectValue>
          </SelectTrigger>
          {lazyList.listShown ? (
            <SelectContent>
              {list.map((template) => {
                const style = styleOf(template);
                const locked = !viewer.can('templateStyles', style);
                const badge = viewer.lockBadge('templateStyles', style);
                const description = templateDescription(template);
                return (
                  <Tooltip key={template.id}>
                    <TooltipTrigger asChild>
                      <SelectItem
                        value={String(template.id)}
                        disabled={locked}
                        extra={
                          locked ? (
                            <span className="ml-auto flex items-center gap-1">
                              <Lock aria-hidden="true" className="size-3.5 text-muted-foreground" />
                              {badge ? <Badge variant="secondary">{badge}</Badge> : null}
                            </span>
                          ) : null
                        }
                      >
                        <StyleIcon style={style} />
                        {template.name}
                      </SelectItem>
                    </TooltipTrigger>
                    <TooltipContent side="right" className="max-w-64">
                      <p>{templateStyleHelp[style]}</p>
                      {description ? <p className="mt-1 opacity-80">{description}</p> : null}
                    </TooltipContent>
                  </Tooltip>
                );
              })}
            </SelectContent>
          ) : null}
        </Select>
      )}
      <p id={descriptionId} className="text-muted-foreground text-sm">
        Choose a template for your cover letter's structure and style.
      </p>
      {templates.isError ? (
        <p role="alert" className="text-danger-text text-sm">
          Templates could not be loaded: {templates.error.message}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
