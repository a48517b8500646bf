export { cleanJobText } from '@jobpeel/engine';
export { type ExtractedJob, extractJobFromHtml } from './extract-job';
export { decodeEntities, htmlToText } from './html-to-text';
