const engineNames: Record<string, string> = {
  offline: 'the offline engine',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'an OpenAI-compatible model server',
};

/** docs/product.md §1: the UI says which engine wrote a letter. */
export function engineLine(engine: string | undefined, model: string | undefined): string | null {
  if (!engine && !model) return null;
  const name = engine ? (engineNames[engine] ?? engine) : 'an AI model';
  return model ? `Written by ${name} (${model})` : `Written by ${name}`;
}
