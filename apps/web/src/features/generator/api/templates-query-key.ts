/** The template list's query key, apart from its call: a server-rendered /create carries the list (app/preloaded-state.ts). */
export const templatesQueryKey = ['templates'] as const;
