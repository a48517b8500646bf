import type { ExportFormat } from '@jobpeel/contract';
import { FileText, Lock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useViewer } from '@/lib/use-viewer';
import { useExportCoverLetter } from '../../api/cover-letter-mutations';
import { UpgradeDialog } from './upgrade-dialog';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'docx', label: 'Download DOCX' },
  { format: 'txt', label: 'Download TXT' },
];

/** DOCX and TXT downloads (Pro). Other plans see them locked; a click explains the upgrade. */
export function ExportButtons({ id }: { id: string }) {
  const viewer = useViewer();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const exportLetter = useExportCoverLetter(id);
  const locked = (format: ExportFormat) => !viewer.can('exportFormats', format);

  function download(format: ExportFormat) {
    if (locked(format)) {
      setUpgradeOpen(true);
      return;
    }
    exportLetter.mutate(format, {
      onError: (error) => {
        // The plan may have changed since the page loaded: the server has the last word.
        if (isApiError(error) && error.status === 403) {
          setUpgradeOpen(true);
          return;
        }
        toast({ variant: 'destructive', title: 'Download failed', description: error.message });
      },
    });
  }

  return (
    <>
      {formats.map(({ format, label }) => {
        const busy = exportLetter.isPending && exportLetter.variables === format;
        return (
          <Button
            key={format}
            variant="outline"
            disabled={exportLetter.isPending}
            aria-busy={busy || undefined}
            onClick={() => download(format)}
          >
            {busy ? (
              <Spinner className="size-4" label={null} />
            ) : locked(format) ? (
              <Lock aria-hidden="true" />
            ) : (
              <FileText aria-hidden="true" />
            )}
            {label}
            {locked(format) ? (
              <Badge variant="brand" className="ml-0.5">
                {viewer.lockBadge('exportFormats', format)}
              </Badge>
            ) : null}
          </Button>
        );
      })}
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </>
  );
}
