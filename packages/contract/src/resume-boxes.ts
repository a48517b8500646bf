/**
 * The resume boxes of the cover letter form's step 3, in the order the form shows them. The
 * generator, the saved resumes, the resume import and the server's storage all read this list, so a
 * box is added or renamed in one place.
 */

/** The four highlight boxes the resume import fills from the resume's own section headings. */
export const resumeHighlightBoxes = [
  {
    key: 'skillsHighlights',
    label: 'Skills Highlights',
    placeholder: 'The skills most relevant to this job',
    section: 'Skills',
  },
  {
    key: 'educationHighlights',
    label: 'Education Highlights',
    placeholder: 'Degrees, certifications, courses',
    section: 'Education',
  },
  {
    key: 'keyAchievements',
    label: 'Key Achievements',
    placeholder: 'Results you are proud of, with numbers where you have them',
    section: 'Achievements',
  },
  {
    key: 'experience',
    label: 'Relevant Experience',
    placeholder: 'Roles and projects that match this job',
    section: 'Experience',
  },
] as const;

export type ResumeHighlightKey = (typeof resumeHighlightBoxes)[number]['key'];

export const resumeHighlightKeys = resumeHighlightBoxes.map(
  (box) => box.key,
) as readonly ResumeHighlightKey[];

/** The boxes a saved resume keeps besides its text: the contact details, then the highlights. */
export const resumeSectionKeys = ['contactInfo', ...resumeHighlightKeys] as const;
export type ResumeSectionKey = (typeof resumeSectionKeys)[number];

/** Every resume box: the resume text, the contact details and the highlights. */
export const resumeBoxKeys = ['resumeText', ...resumeSectionKeys] as const;
export type ResumeBoxKey = (typeof resumeBoxKeys)[number];

/** What the resume boxes hold, as typed. */
export type ResumeBoxes = Record<ResumeBoxKey, string>;

/** Every box empty. */
export const emptyResumeBoxes: ResumeBoxes = Object.fromEntries(
  resumeBoxKeys.map((key) => [key, '']),
) as ResumeBoxes;

/** One shape per key: `z.object(boxShape(resumeHighlightKeys, () => z.string()))`. */
export function boxShape<Key extends string, Shape>(
  keys: readonly Key[],
  make: (key: Key) => Shape,
): Record<Key, Shape> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<Key, Shape>;
}
