import { type LetterLength, letterLengthInfo, letterLengths } from '@jobpeel/contract';
import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  useListOnFirstOpen,
} from '@/components/ui/select';
import { useViewer } from '@/lib/use-viewer';

/**
 * docs/product.md §7 Length options: standard always; concise and comprehensive for standard, pro and active.
 */
export function LengthSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  /** Until the form has started (docs/decisions/0028). */
  disabled?: boolean;
  value: LetterLength;
  onChange: (value: LetterLength) => void;
}) {
  const viewer = useViewer();
  const list = useListOnFirstOpen();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Letter Length</Label>
      <Select
        disabled={disabled}
        {...list.rootProps}
        value={value}
        onValueChange={(next) => {
          const length = letterLengths.find((l) => l === next);
          if (length) onChange(length);
        }}
      >
        <SelectTrigger id={id} aria-describedby={`${id}-description`}>
          {/* Written out, so the server's page shows it too (Radix fills it in only in the browser). */}
          <SelectValue>{letterLengthInfo[value].label}</SelectValue>
        </SelectTrigger>
        {list.listShown ? (
          <SelectContent>
            {letterLengths.map((length) => {
              const locked = !viewer.can('lengths', length);
              return (
                <SelectItem
                  key={length}
                  value={length}
                  disabled={locked}
                  extra={
                    locked ? (
                      <span className="ml-auto flex items-center gap-1">
                        <Lock aria-hidden="true" className="size-3.5 text-muted-foreground" />
                        <Badge variant="secondary">{viewer.lockBadge('lengths', length)}</Badge>
                      </span>
                    ) : null
                  }
                >
                  {letterLengthInfo[length].label}
                </SelectItem>
              );
            })}
          </SelectContent>
        ) : null}
      </Select>
      <p id={`${id}-description`} className="text-muted-foreground text-sm">
        {letterLengthInfo[value].description} ({letterLengthInfo[value].words[0]}–
        {letterLengthInfo[value].words[1]} words)
      </p>
    </div>
  );
}
