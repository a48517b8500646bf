import { type Recipient, recipientLabels, recipients } from '@jobpeel/contract';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  useListOnFirstOpen,
} from '@/components/ui/select';

/** docs/product.md §4 step 1: who the letter is addressed to. */
export function RecipientSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  /** Until the form has started (docs/decisions/0028). */
  disabled?: boolean;
  value: Recipient;
  onChange: (value: Recipient) => void;
}) {
  const list = useListOnFirstOpen();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Recipient</Label>
      <Select
        disabled={disabled}
        {...list.rootProps}
        value={value}
        onValueChange={(next) => {
          const recipient = recipients.find((r) => r === next);
          if (recipient) onChange(recipient);
        }}
      >
        <SelectTrigger id={id}>
          {/* Written out, so the server's page shows it too (Radix fills it in only in the browser). */}
          <SelectValue>{recipientLabels[value]}</SelectValue>
        </SelectTrigger>
        {list.listShown ? (
          <SelectContent>
            {recipients.map((recipient) => (
              <SelectItem key={recipient} value={recipient}>
                {recipientLabels[recipient]}
              </SelectItem>
            ))}
          </SelectContent>
        ) : null}
      </Select>
    </div>
  );
}
