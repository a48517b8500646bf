// Worker thread entry of the job page extractor (extract-pool.ts): parsing a page of up to 2 MB
// takes seconds of CPU, so it runs here, off the server's event loop. Bundled for production
// as dist/job-extract-worker.js; run through tsx by lib/thread-worker.dev.mjs in development and tests.
import { serveInThread } from '../../../lib/thread-worker';
import { extractJobFromHtml } from './extract-job';

serveInThread({ extractJobFromHtml });
