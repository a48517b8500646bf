import { ArrowLeft, Eye, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button';
import type { LandingTemplate } from '../data/landing-content';

/**
 * 'Preview Template': a full-screen dark overlay with the template's sample letter. It closes with
 * 'Back to Templates', the close button, Escape or a click on the dark area around the letter;
 * focus stays inside while it is open and returns to the button that opened it.
 */
export function TemplatePreviewDialog({ template }: { template: LandingTemplate }) {
  return (
    <DialogPrimitive.Root>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" className="w-full" aria-label={`Preview Template: ${template.name}`}>
          <Eye aria-hidden="true" />
          Preview Template
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/85 p-4 backdrop-blur-sm sm:p-8">
          <DialogPrimitive.Content className="relative grid w-full max-w-2xl gap-6 rounded-xl bg-background p-6 text-foreground shadow-2xl sm:p-10">
            <div className="flex items-start justify-between gap-4 pr-10">
              <div className="grid gap-1">
                <DialogPrimitive.Title className="font-semibold text-2xl">
                  {template.name} template
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-muted-foreground text-sm">
                  A sample letter in the {template.name} style. {template.description}
                </DialogPrimitive.Description>
              </div>
            </div>
            <div className="grid gap-4 rounded-lg border bg-card p-6 text-card-foreground leading-relaxed">
              {template.preview.map((paragraph) => (
                <p key={paragraph} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="outline" className="justify-self-start">
                <ArrowLeft aria-hidden="true" />
                Back to Templates
              </Button>
            </DialogPrimitive.Close>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="absolute top-4 right-4">
                <XIcon aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
