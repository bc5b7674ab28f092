import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, Msg } from '../../contract/codes';
import { newErrorReference, withErrorReference } from '../../contract/error-reference';
import { ApiError } from '../http/api-error';

/**
 * Every 500 goes this way (ADR 0026): a fresh reference in §8's text for the user to read out, the
 * error left on the request for the exception log (the audit hook stores it), the server log line
 * carrying the same reference. Answers the envelope's code and msg.
 */
export function serverFailure(request: FastifyRequest, error: unknown): { code: typeof Code.SERVER_ERROR; msg: string } {
  const reference = newErrorReference();
  const msg = withErrorReference(Msg.systemError, reference);
  request.auditException = { reference, error };
  request.auditOutcome = { code: Code.SERVER_ERROR, msg };
  request.log.error({ err: error, reference }, 'unhandled error');
  return { code: Code.SERVER_ERROR, msg };
}

/** The one error handler: every failure leaves as the envelope, 5xx without internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // An error envelope is not the route's success shape: skip the response schema.
    reply.serializer((payload) => JSON.stringify(payload)).type('application/json; charset=utf-8');
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.msg, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.send({ code: Code.BAD_REQUEST, msg: first?.message ?? Msg.requestFailed, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ code: 413, msg: Msg.bodyTooLarge, data: null });
    }
    if (status === 429) {
      return reply.status(429).send({ code: 429, msg: Msg.tooManyRequests, data: null });
    }
    if (status >= 400 && status < 500) {
      // Malformed bodies, unsupported media types and the like: the client's fault, said plainly.
      request.log.info({ err: error }, 'bad request');
      return reply.send({ code: Code.BAD_REQUEST, msg: Msg.parseFailed, data: null });
    }
    return reply.send({ ...serverFailure(request, error), data: null });
  });
}
