/** The contract's rule for a job's address, apart from lib/job-url.ts so that it loads on first use. */
export { scrapeRequestSchema } from '@jobpeel/contract';
