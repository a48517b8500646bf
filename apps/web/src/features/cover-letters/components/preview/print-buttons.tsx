import { Check, FileDown, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** docs/product.md §3: copy and print buttons give feedback for 2 seconds. */
export const PRINT_FEEDBACK_MS = 2_000;
const OPENING_LABEL = 'Opening print dialog...';

type PrintAction = 'print' | 'pdf';

/**
 * Print and Save as PDF both open the browser print dialog (A4, see print.css); 'Save as PDF' is
 * the dialog's destination. The label changes first: print() blocks the page while the dialog is open.
 */
export function PrintButtons() {
  const [active, setActive] = useState<PrintAction | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  function openPrintDialog(action: PrintAction) {
    setActive(action);
    timers.current.push(
      window.setTimeout(() => window.print(), 50),
      window.setTimeout(
        () => setActive((current) => (current === action ? null : current)),
        PRINT_FEEDBACK_MS,
      ),
    );
  }

  return (
    <>
      <Button variant="outline" onClick={() => openPrintDialog('print')}>
        {active === 'print' ? <Check aria-hidden="true" /> : <Printer aria-hidden="true" />}
        {active === 'print' ? OPENING_LABEL : 'Print'}
      </Button>
      <Button variant="outline" onClick={() => openPrintDialog('pdf')}>
        {active === 'pdf' ? <Check aria-hidden="true" /> : <FileDown aria-hidden="true" />}
        {active === 'pdf' ? OPENING_LABEL : 'Save as PDF'}
      </Button>
    </>
  );
}
