// Worker thread entry of the claim check (claim-check-pool.ts): checking a letter at the
// 20,000-character limit against a long resume and posting takes up to about 350 ms of CPU, so it
// runs here, off the server's event loop. Bundled for production as dist/claim-check-worker.js;
// run through tsx by lib/thread-worker.dev.mjs in development and tests. The engine's memo of
// prepared resumes and postings is per thread.
import { letterEvidence } from '@jobpeel/engine';
import { serveInThread } from '../../lib/thread-worker';

// Warm-up before the thread takes a letter: a thread's first checks build the engine's patterns
// and vocabularies and compile its code (about 150 ms even for one sentence, then 50 ms for the
// next new resume), which no user's check should wait for. Two resumes: the second runs warm paths.
for (const [name, employer] of [
  ['Sam Lee', 'Example Ltd'],
  ['Ana Ruiz', 'Sample Inc'],
]) {
  letterEvidence({
    letter: `Dear Hiring Manager,\n\nAt ${employer} I led a team of 4 engineers for 3 years, built Python services handling 2 million requests a day and cut costs by 20%. I hold a B.Sc. in Physics from the University of York.\n\nSincerely,\n${name}`,
    resumeText: `${name}\n\nExperience\nLead Engineer, ${employer} (2019-2024)\n- Led a team of 4 engineers\n- Built Python services handling 2 million requests a day\n- Cut costs by 20%\n\nEducation\nB.Sc. Physics, University of York\n\nSkills\nPython, SQL`,
    postingText: `Lead Engineer at Acme\n\nRequirements\n- 3+ years of experience leading engineers\n- Experience with Python and SQL\n- AWS certification preferred`,
    asOf: '2025-01-01',
  });
}

serveInThread({ letterEvidence });
