import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderMode = 'ok' | 'rate-limited' | 'server-error' | 'hang' | 'bad-json';

export const STUB_ANALYSIS = {
  role: 'Senior Backend Engineer',
  company: 'Northwind Analytics',
  seniority: 'senior',
  keyRequirements: ['5+ years of TypeScript and Node.js', 'PostgreSQL and Redis'],
  keywords: ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Kubernetes'],
  language: 'en',
  matchScore: 72,
  matchedKeywords: ['TypeScript', 'Node.js', 'PostgreSQL'],
  missingKeywords: ['Redis', 'Kubernetes'],
  analysis: 'The resume shows strong TypeScript and PostgreSQL work; Redis and Kubernetes are not mentioned.',
};

/** What the stub answers to resume structuring (its schema has `skillsHighlights`). */
export const STUB_RESUME_STRUCTURE = {
  contactInfo: 'Morgan Ellis\nmorgan.ellis@example.org',
  skillsHighlights: 'SQL, TypeScript, Tableau, Python\nKubernetes expert',
  educationHighlights: 'BSc Mathematics, University of Bristol',
  keyAchievements: '',
  experience: 'Senior Data Analyst, Harbour Logistics (2019 - 2024)',
};

/** What the stub answers to AI Clean & Summarize (the posting arrives fenced in <job_posting>). */
export const STUB_CLEANED_JOB = 'Data Engineer\n\nResponsibilities\n- Build the data pipelines';

export const STUB_LETTER_PARTS = [
  'Dear Hiring Manager,\n\n',
  'I am applying for the Senior Backend Engineer role ',
  'at Northwind Analytics. ',
  'At Contoso Retail I built TypeScript services.\n\n',
  'Sincerely,\nJordan Rivera',
];

/**
 * Text that, anywhere in a request's messages, makes the stub fail that request in the named mode
 * whatever `state.mode` says: a browser journey chooses its failure by what it types.
 */
export const SIMULATE_MARKER = 'simulate-provider:';
const SIMULATED_MODE = new RegExp(`${SIMULATE_MARKER}([a-z-]+)`);

function simulatedMode(body: Record<string, unknown>): ProviderMode | null {
  const match = SIMULATED_MODE.exec(JSON.stringify(body.messages ?? ''));
  return (match?.[1] as ProviderMode | undefined) ?? null;
}

/**
 * A real HTTP server on loopback that speaks the OpenAI chat-completions protocol: JSON answers
 * for structured output and server-sent events for streaming, plus the failures providers have.
 */
export async function startOpenAiCompatibleServer(options: { port?: number } = {}) {
  const state = {
    mode: 'ok' as ProviderMode,
    requests: [] as Record<string, unknown>[],
    /** The streamed letter's parts; STUB_LETTER_PARTS when null. */
    letterParts: null as string[] | null,
    /** The answer to a claim-repair call (its prompt fences <flagged_sentences>), from its prompt. */
    repair: (_prompt: string): { index: number; text: string }[] => [],
    /** How claim-repair calls alone fail (the letter itself is written as `mode` says). */
    repairMode: 'ok' as ProviderMode,
    /**
     * The answer to an 'Add' call (its prompt fences <plain_sentence>), from its prompt: by default
     * the plain sentence it was given, with a provider's touch.
     */
    suggest: (prompt: string): string => {
      const plain = (/<plain_sentence>\n([^<]*)\n<\/plain_sentence>/.exec(prompt)?.[1] ?? '').trim();
      return `Put simply, ${/^I\b/.test(plain) ? plain : plain.charAt(0).toLowerCase() + plain.slice(1)}`;
    },
    /** How 'Add' calls alone fail. */
    suggestMode: 'ok' as ProviderMode,
  };
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    state.requests.push({ path: req.url, ...body });

    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const messages = (body.messages ?? []) as { role: string; content: string }[];
    const isRepair = JSON.stringify(messages).includes('<flagged_sentences>');
    const isSuggestion = JSON.stringify(messages).includes('<plain_sentence>');
    const mode =
      simulatedMode(body) ??
      (isRepair && state.repairMode !== 'ok'
        ? state.repairMode
        : isSuggestion && state.suggestMode !== 'ok'
          ? state.suggestMode
          : state.mode);
    if (mode === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_error' } }));
      return;
    }
    if (mode === 'server-error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'internal failure', type: 'server_error' } }));
      return;
    }
    if (mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    const base = { id: 'chatcmpl-stub', created: 1_700_000_000, model: String(body.model) };
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      });
      for (const part of state.letterParts ?? STUB_LETTER_PARTS) {
        send({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: part }, finish_reason: null }],
        });
        await new Promise((r) => setTimeout(r, 5));
      }
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      });
      res.write('data: [DONE]\n\n');
      res.end();
      return;
    }
    const wantsResume = JSON.stringify(body.response_format ?? body.tools ?? '').includes('skillsHighlights');
    const wantsCleanJob = JSON.stringify(body.messages ?? '').includes('<job_posting>');
    const userPrompt = messages.find((m) => m.role === 'user')?.content ?? '';
    const content =
      mode === 'bad-json'
        ? '{"role": 42'
        : isRepair
          ? JSON.stringify({ sentences: state.repair(userPrompt) })
          : isSuggestion
            ? JSON.stringify({ sentence: state.suggest(userPrompt) })
            : wantsCleanJob
              ? STUB_CLEANED_JOB
              : JSON.stringify(wantsResume ? STUB_RESUME_STRUCTURE : STUB_ANALYSIS);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
