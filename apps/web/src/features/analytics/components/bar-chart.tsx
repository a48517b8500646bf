import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  title: string;
  data: BarDatum[];
  /** Vertical columns (e.g. weeks) or horizontal rows (e.g. names that need room). */
  orientation: 'vertical' | 'horizontal';
  /** Header of the label column in the screen-reader table, e.g. 'Week'. */
  labelHeader: string;
  /** Header of the value column, e.g. 'Letters'. */
  valueHeader: string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
}

/** 'react 4, typescript 3': the spoken summary of a chart. */
export function describeBars(data: BarDatum[]): string {
  return data.map((datum) => `${datum.label} ${datum.value}`).join(', ');
}

/**
 * A small CSS bar chart (no chart library, to keep the bundle small). The drawing is one image
 * with a spoken summary; a visually hidden table carries the exact numbers for screen readers.
 */
export function BarChart({ title, data, orientation, labelHeader, valueHeader, emptyText }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const ratio = (value: number) => value / max;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h3" id={titleId} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{emptyText ?? 'Nothing to show yet.'}</p>
        ) : (
          <>
            <div role="img" aria-label={`${title}: ${describeBars(data)}`}>
              {orientation === 'horizontal' ? (
                <HorizontalBars data={data} ratio={ratio} />
              ) : (
                <VerticalBars data={data} ratio={ratio} />
              )}
            </div>
            <table className="sr-only">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeader}</th>
                  <th scope="col">{valueHeader}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((datum) => (
                  <tr key={datum.label}>
                    <th scope="row">{datum.label}</th>
                    <td>{datum.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

type BarsProps = { data: BarDatum[]; ratio: (value: number) => number };

function HorizontalBars({ data, ratio }: BarsProps) {
  return (
    <div className="grid gap-2">
      {data.map((datum) => (
        <div key={datum.label} className="grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-3 text-sm">
          <span className="truncate" title={datum.label}>
            {datum.label}
          </span>
          <div className="flex min-w-0 items-center gap-2">
            {/* Leaves 2.5rem for the value label at the end of the longest bar. */}
            <div
              className="h-4 shrink-0 rounded-sm bg-primary"
              style={{ width: `calc((100% - 2.5rem) * ${ratio(datum.value)})` }}
            />
            <span className="text-muted-foreground text-xs tabular-nums">{datum.value}</span>
          </div>
        </div>
      ))}
    </div>
  );
}

function VerticalBars({ data, ratio }: BarsProps) {
  return (
    <div className="flex h-48 gap-1 sm:gap-2">
      {data.map((datum, index) => (
        <div key={datum.label} className="flex min-w-0 flex-1 flex-col items-center gap-1">
          <div className="flex w-full flex-1 flex-col items-center justify-end gap-1 border-b">
            <span className="text-[10px] text-muted-foreground tabular-nums sm:text-xs">{datum.value}</span>
            <div
              className="w-full max-w-10 rounded-t-sm bg-primary"
              style={{ height: `calc((100% - 1.25rem) * ${ratio(datum.value)})` }}
            />
          </div>
          {/* Every other label on phones, where twelve of them would collide. */}
          <span
            className={cn(
              'w-full truncate text-center text-[10px] text-muted-foreground sm:text-xs',
              data.length > 6 && index % 2 === 1 && 'max-sm:invisible',
            )}
          >
            {datum.label}
          </span>
        </div>
      ))}
    </div>
  );
}
