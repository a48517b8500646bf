import { generateRequestSchema, generateResponseSchema, templateListSchema } from '@jobpeel/contract';
import type { FastifyRequest } from 'fastify';
import type { AnswerCache } from '../../lib/answer-cache';
import { errorResponses, nonJsonAnswer, type RouteApp } from '../../lib/route-schemas';
import { SseStream } from '../../lib/sse';
import { describeError } from '../../plugins/errors';
import type { RateLimits } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import type { CoverLettersService } from './cover-letters.service';

export function registerCoverLetterRoutes(
  app: RouteApp,
  deps: { coverLetters: CoverLettersService; limits: RateLimits; answers: AnswerCache },
): void {
  const { coverLetters, limits, answers } = deps;
  const tags = ['cover-letters'];

  app.get(
    '/api/templates',
    {
      schema: {
        tags,
        summary: 'The letter templates, each with the cheapest plan that may use it',
        response: { 200: templateListSchema, ...errorResponses },
      },
    },
    async (_request, reply) =>
      answers.send(reply, 'templates', { dataStamp: true }, async () => coverLetters.listTemplates()),
  );

  // Both limits count every attempt, valid or not: they run in preValidation, after requireUser
  // and before the body is validated.
  const limitGenerations = async (request: FastifyRequest) => {
    const { viewer } = currentUser(request);
    await limits.hit('generateIp', request);
    await limits.hit('generateAccount', request, String(viewer.id));
  };

  // Both paths are part of the API (docs/product.md §8); they behave the same.
  // With `Accept: text/event-stream` the letter streams as server-sent events while it is
  // written, in this order (docs/decisions/0023):
  //   `chunk` {text} ...            the draft as the writer writes it
  //   `repairing` {sentences}       only for an AI letter with critical claims flagged: the one
  //                                 repair call starts (the stream is silent while it runs)
  //   `repair` {sentences}          only when the repair of an AI letter rewrote sentences: the
  //                                 stored text differs from the chunks, take done's text
  //   `evidence` {evidence}         the claim check of the stored text (its offsets are done's)
  //   `done` {id, coverLetter}      the stored letter, final text in coverLetter.generatedContent
  // or, at any point after the first chunk, `error` {envelope} and the end of the stream.
  // Failures before the first chunk (validation, plan, quota) answer as plain JSON errors.
  for (const path of ['/api/cover-letters/generate', '/api/generate']) {
    app.post(
      path,
      {
        preValidation: [requireUser, limitGenerations],
        schema: {
          tags,
          summary: 'Write a cover letter: the stored letter, or server-sent events while it is written',
          body: generateRequestSchema,
          response: {
            200: nonJsonAnswer(
              'With `Accept: text/event-stream`: chunk events, then repairing, repair, evidence and done (or error)',
              { 'text/event-stream': 'text' },
            ),
            201: generateResponseSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { viewer } = currentUser(request);
        const input = request.body;
        // A client that goes away cancels the generation, and its letter is refunded.
        const abort = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });

        if (!request.headers.accept?.includes('text/event-stream')) {
          const coverLetter = await coverLetters.generate(viewer, input, { signal: abort.signal });
          return reply.status(201).send({ id: coverLetter.id, coverLetter });
        }

        const stream = new SseStream(reply);
        try {
          const coverLetter = await coverLetters.generate(viewer, input, {
            signal: abort.signal,
            onChunk: (text) => stream.send('chunk', { text }),
            onRepairing: (sentences) => stream.send('repairing', { sentences }),
          });
          const rewritten = coverLetter.metadata.claimRepair?.sentencesRewritten ?? 0;
          if (rewritten > 0) stream.send('repair', { sentences: rewritten });
          stream.send('evidence', { evidence: coverLetter.metadata.evidence ?? null });
          stream.send('done', { id: coverLetter.id, coverLetter });
          stream.end();
        } catch (error) {
          if (!stream.started) throw error;
          stream.send('error', describeError(error, request).body);
          stream.end();
        }
        return reply;
      },
    );
  }
}
