export { cleanJobText } from './clean-job-text';
export { type ExtractedJob, extractJobFromHtml } from './extract-job';
export { decodeEntities, htmlToText } from './html-to-text';
