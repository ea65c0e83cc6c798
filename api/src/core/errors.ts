import { httpMessages, translateText, validationMessages } from '@teater/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldErrors, HttpError, isForeignKeyViolation } from './http-error.js';

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] }; missingProperty?: string };
}

function validationErrors(items: ValidationItem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const path =
      item.params?.issue?.path?.map(String).join('.') ?? item.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const key = path || item.params?.missingProperty || '_';
    errors[key] ??= item.message ? translateText(item.message) : validationMessages.invalid;
  }
  return errors;
}

/**
 * Messages fixed before the language was known (a schema's text built at start, a refusal kept in
 * a constant) in the request's language; those read when thrown already are, and stay as they are.
 */
const translatedErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, translateText(message)]));

/**
 * A multipart body its parser could not read (no boundary, a broken part header, cut short): the
 * sender's fault, a 400. The parser (busboy) throws plain errors, known by their texts.
 */
const MALFORMED_MULTIPART = [
  'Multipart: Boundary not found',
  'Boundary required',
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'Malformed part header',
  'The needle cannot',
];
const isMalformedMultipart = (error: FastifyError) =>
  error.code === 'FST_MP_PREMATURE_CLOSE' ||
  (error.statusCode === undefined && MALFORMED_MULTIPART.some((text) => error.message.includes(text)));

/** Turns every error into `{ message, errors? }` with the status codes of DESIGN.md; 5xx hide internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: translateText(error.message), errors: error.errors && translatedErrors(error.errors) });
    }
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send({ message: httpMessages.inUse });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ message: validationMessages.invalid, errors: validationErrors(error.validation as ValidationItem[]) });
    }
    if (isMalformedMultipart(error)) return reply.status(400).send({ message: validationMessages.malformedUpload });
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: validationMessages.malformedJson });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.status(415).send({ message: httpMessages.unsupportedType });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.status(413).send({ message: httpMessages.tooLarge });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: httpMessages.rateLimited });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: validationMessages.invalid });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: httpMessages.server });
  });
});
