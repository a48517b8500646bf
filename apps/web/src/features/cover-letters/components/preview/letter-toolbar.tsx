import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeleteLetterButton } from './delete-letter-button';
import { ExportButtons } from './export-buttons';
import { PrintButtons } from './print-buttons';

interface LetterToolbarProps {
  id: string;
  editing: boolean;
  onEdit: () => void;
}

/** The letter's actions; they wrap onto more lines on narrow screens. */
export function LetterToolbar({ id, editing, onEdit }: LetterToolbarProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {editing ? null : (
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit Content
        </Button>
      )}
      <PrintButtons />
      <ExportButtons id={id} />
      <DeleteLetterButton id={id} />
    </div>
  );
}
