import { seededTemplates } from '@jobpeel/contract';
import { jsonResponse, type mockApi } from './render';

/** GET /api/templates as the server answers it. */
export const templatesResponse = seededTemplates.map(({ id, name, style, minPlan }) => ({
  id,
  name,
  metadata: { style, minPlan, description: `${name} letters` },
}));

/** GET /api/user/resume when the user has saved no default resume. */
export const noSavedResume = {
  resumeText: '',
  contactInfo: '',
  skillsHighlights: '',
  educationHighlights: '',
  keyAchievements: '',
  experience: '',
  updatedAt: null,
};

/**
 * What the generator form loads besides the user: the templates, and for a signed-in user the
 * presets, the saved-resume list and the default resume (all empty). Tests override any of them.
 */
export function formRoutes(): Parameters<typeof mockApi>[0] {
  return {
    'GET /api/templates': () => jsonResponse(templatesResponse),
    'GET /api/cover-letter-presets': () => jsonResponse({ presets: [] }),
    'GET /api/user/resumes': () => jsonResponse({ resumes: [] }),
    'GET /api/user/resume': () => jsonResponse(noSavedResume),
  };
}
