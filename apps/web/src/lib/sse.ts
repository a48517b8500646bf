/** One server-sent event: its name ('message' when the server gave none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

function abortError(signal: AbortSignal | undefined): unknown {
  return signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/** Parses one event block (the lines between blank lines); null for comment-only or empty blocks. */
function parseBlock(block: string): SseEvent | null {
  let event = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (!event && data.length === 0) return null;
  return { event: event || 'message', data: data.join('\n') };
}

/**
 * Reads a text/event-stream body and calls `onEvent` for each complete event, however the bytes
 * were split across reads (an event, a line or a multi-byte character may span several chunks).
 * Returning `false` from `onEvent` stops reading. An aborted `signal` cancels the body and rejects
 * with an AbortError.
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => boolean | undefined,
  signal?: AbortSignal,
): Promise<void> {
  if (signal?.aborted) throw abortError(signal);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let buffer = '';

  /** Dispatches every complete block in the buffer; false once `onEvent` asked to stop. */
  const dispatch = (final: boolean): boolean => {
    buffer = buffer.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed && onEvent(parsed) === false) return false;
      end = buffer.indexOf('\n\n');
    }
    if (final && buffer.trim()) {
      // A last event without its closing blank line is still delivered.
      const parsed = parseBlock(buffer);
      buffer = '';
      if (parsed && onEvent(parsed) === false) return false;
    }
    return true;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError(signal);
      if (done) {
        buffer += decoder.decode();
        dispatch(true);
        return;
      }
      // A lone '\r' at the end may be half of '\r\n': keep it until the next read.
      buffer += decoder.decode(value, { stream: true });
      const pendingCr = buffer.endsWith('\r');
      if (pendingCr) buffer = buffer.slice(0, -1);
      const keepGoing = dispatch(false);
      if (pendingCr) buffer += '\r';
      if (!keepGoing) {
        await reader.cancel().catch(() => {});
        return;
      }
    }
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
