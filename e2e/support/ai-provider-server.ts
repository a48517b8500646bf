// The OpenAI-compatible stub of the API tests, as a process of its own for the browser journeys:
// Playwright starts it beside a second app server whose AI provider it is (playwright.config.ts).
// A journey picks the failure by typing SIMULATE_MARKER and a mode into the job description.
import { startOpenAiCompatibleServer } from '../../apps/server/test/fakes/openai-compatible-server';

const port = Number(process.env.PORT ?? 3191);
const provider = await startOpenAiCompatibleServer({ port });
console.log(`AI provider stub listening on ${provider.baseUrl}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    provider.close().finally(() => process.exit(0));
  });
}
