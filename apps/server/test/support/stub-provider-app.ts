import { buildTestApp, type TestApp } from '../build-test-app';
import { startOpenAiCompatibleServer } from '../fakes/openai-compatible-server';

export type StubProvider = Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;

/** The app configured for an OpenAI-compatible provider, and the local peer that plays it. */
export async function startStubProviderApp(): Promise<{ provider: StubProvider; t: TestApp }> {
  const provider = await startOpenAiCompatibleServer();
  const t = await buildTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'stub-model',
    AI_TIMEOUT_MS: '1500',
  });
  return { provider, t };
}
