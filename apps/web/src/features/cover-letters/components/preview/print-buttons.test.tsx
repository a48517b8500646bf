import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPreview } from './preview-test-utils';

afterEach(() => {
  vi.useRealTimers();
});

describe('print buttons', () => {
  it.each(['Print', 'Save as PDF'])(
    '%s opens the print dialog and shows feedback for 2 seconds',
    async (name) => {
      const print = vi.fn();
      vi.stubGlobal('print', print);
      renderPreview();
      const button = await screen.findByRole('button', { name });

      vi.useFakeTimers();
      fireEvent.click(button);
      expect(button).toHaveTextContent('Opening print dialog...');
      act(() => vi.advanceTimersByTime(100));
      expect(print).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1_850));
      expect(button).toHaveTextContent('Opening print dialog...');
      act(() => vi.advanceTimersByTime(100));
      expect(button).toHaveTextContent(name);
      expect(button).not.toHaveTextContent('Opening print dialog...');
    },
  );
});
