import { Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface AiCleanButtonProps {
  /** The job description box's text: nothing to clean while it is empty (docs/product.md §7). */
  description: string;
  /** A scrape or a clean is running. */
  busy: boolean;
  cleaning: boolean;
  onClean: () => void;
}

/** docs/product.md §4 step 2: 'AI Clean and Summarize' for the job description box. */
export function AiCleanButton({ description, busy, cleaning, onClean }: AiCleanButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onClean}
      disabled={busy || description.trim() === ''}
    >
      {cleaning ? <Spinner label={null} className="size-4 text-current" /> : <Wand2 aria-hidden="true" />}
      AI Clean and Summarize
    </Button>
  );
}
