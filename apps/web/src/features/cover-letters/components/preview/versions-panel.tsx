import type { CoverLetter, CoverLetterVersion, LetterTextOrigin } from '@jobpeel/contract';
import { ChevronDown, Eye, EyeOff, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatRelativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { useCoverLetterVersions, useRestoreCoverLetterVersion } from '../../api/cover-letter-mutations';

export const originLabels: Record<LetterTextOrigin, string> = {
  generated: 'Generated',
  edited: 'Edited',
  restored: 'Restored',
};

const absoluteFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'x ago', with the exact date and time on hover. */
function When({ value }: { value: string }) {
  const date = new Date(value);
  const absolute = Number.isNaN(date.getTime()) ? undefined : absoluteFormat.format(date);
  return (
    <time dateTime={value} title={absolute} className="text-muted-foreground text-sm">
      {formatRelativeTime(value)}
    </time>
  );
}

function VersionRow({
  version,
  restoring,
  restoreDisabled,
  onRestore,
}: {
  version: CoverLetterVersion;
  restoring: boolean;
  restoreDisabled: boolean;
  onRestore: () => void;
}) {
  const [previewing, setPreviewing] = useState(false);
  const previewId = `version-${version.id}-text`;
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{originLabels[version.origin]}</Badge>
          <When value={version.createdAt} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={previewing}
            aria-controls={previewing ? previewId : undefined}
            onClick={() => setPreviewing((open) => !open)}
          >
            {previewing ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            Preview
          </Button>
          <Button variant="outline" size="sm" disabled={restoreDisabled} onClick={onRestore}>
            {restoring ? <Spinner className="size-4" label={null} /> : <RotateCcw aria-hidden="true" />}
            Restore
          </Button>
        </div>
      </div>
      {previewing ? (
        <div
          id={previewId}
          className="max-h-80 overflow-y-auto whitespace-pre-line rounded-md border bg-muted/40 p-3 text-sm leading-relaxed"
        >
          {version.content}
        </div>
      ) : null}
    </li>
  );
}

function VersionList({ letter, editing }: { letter: CoverLetter; editing: boolean }) {
  const id = String(letter.id);
  const versionsQuery = useCoverLetterVersions(id);
  const restore = useRestoreCoverLetterVersion(id);

  function restoreVersion(versionId: number) {
    restore.mutate(versionId, {
      onSuccess: () => toast({ title: 'Version restored' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Failed to restore version', description: error.message }),
    });
  }

  return (
    <ul className="divide-y" aria-label="Versions">
      <li className="flex flex-wrap items-center gap-2 pb-3">
        <span className="font-medium text-sm">Current version</span>
        <Badge variant="secondary">{originLabels[letter.contentOrigin]}</Badge>
        <When value={letter.updatedAt} />
      </li>
      {versionsQuery.isPending ? (
        <li className="flex justify-center py-4">
          <Spinner label="Loading versions" />
        </li>
      ) : versionsQuery.isError ? (
        <li className="flex flex-wrap items-center gap-2 py-3 text-sm">
          <span className="text-danger-text">{versionsQuery.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void versionsQuery.refetch()}>
            Try again
          </Button>
        </li>
      ) : versionsQuery.data.length === 0 ? (
        <li className="py-3 text-muted-foreground text-sm">
          No earlier versions yet. Every saved edit keeps the text it replaced.
        </li>
      ) : (
        versionsQuery.data.map((version) => (
          <VersionRow
            key={version.id}
            version={version}
            restoring={restore.isPending && restore.variables === version.id}
            // Restoring under an open editor would leave the draft out of date.
            restoreDisabled={editing || restore.isPending}
            onRestore={() => restoreVersion(version.id)}
          />
        ))
      )}
    </ul>
  );
}

/** Document history (docs/product.md §2): earlier texts of the letter, to preview and restore. */
export function VersionsPanel({ letter, editing }: { letter: CoverLetter; editing: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle className="flex items-center gap-2">
              <History aria-hidden="true" className="size-4" />
              Version history
            </CardTitle>
            <CardDescription>
              Earlier texts of this letter. Restoring one keeps the current text too.
            </CardDescription>
          </div>
          <CollapsibleTrigger asChild>
            <Button variant="outline" size="sm">
              {open ? 'Hide versions' : 'Show versions'}
              <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
            </Button>
          </CollapsibleTrigger>
        </CardHeader>
        {/* Mounted only when open, so the history is fetched when someone asks for it. */}
        <CollapsibleContent>
          <CardContent>{open ? <VersionList letter={letter} editing={editing} /> : null}</CardContent>
        </CollapsibleContent>
      </Card>
    </Collapsible>
  );
}
