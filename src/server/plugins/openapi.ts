import swagger from '@fastify/swagger';
import type { SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { APP_NAME } from '#contract/constants.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';

import { markRoutesPublic } from './session.ts';

/** The OpenAPI document and its docs page at /api/docs, generated from the zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${APP_NAME} API`,
        description:
          'Maintenance tickets, scheduling and time clock. Sign in with POST /api/login; the session cookie authenticates every other call.',
        version: '1.0.0',
      },
      // The API is served by the same origin as the document: every path is relative to it.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: finishDocument,
  });
  // The docs page and its JSON are readable signed out, by the flag on their routes.
  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets style attributes as it renders: without 'unsafe-inline' for styles (on the docs
      // page only; scripts stay 'self') each one was a console error (decisions 023-028). No call to the public
      // validator either: the docs page works offline.
      transformStaticCSP: (header) =>
        header.replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
      validatorUrl: false,
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Decision 041: the document passes Redocly's recommended rules (tests/api/openapi-lint.test.ts).
// What the routes' zod schemas cannot say is added here, once for every route: an operationId,
// the error body of any other status, the CSRF refusal of every mutation, and two repairs of the
// zod → OpenAPI 3.0 output.

/** A JSON schema object of the document, as far as these repairs read it. */
interface SchemaNode {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  not?: SchemaNode;
}

interface MediaTypeNode {
  schema?: SchemaNode;
}

interface OperationNode {
  operationId?: string;
  parameters?: { schema?: SchemaNode }[];
  requestBody?: { content?: Record<string, MediaTypeNode> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, MediaTypeNode> } | undefined
  >;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const MUTATING_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** The whole document once built: operationIds, the shared error answers, schema repairs. */
const finishDocument: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  // Read through the few fields changed here (the library's types are a union of three versions).
  const document = documentObject.openapiObject as {
    paths?: Record<string, Record<string, OperationNode | undefined>>;
    components?: { schemas?: Record<string, unknown> };
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdFor(method, path);
      addSharedResponses(method, operation);
      for (const schema of operationSchemas(operation)) repairSchema(schema);
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorBody: errorBodyJsonSchema() },
  };
  return documentObject.openapiObject;
};

/** ErrorBodySchema as an OpenAPI 3.0 schema: its `code` lists every ERROR_CODES value. */
function errorBodyJsonSchema(): Record<string, unknown> {
  const { $schema: _schema, ...schema } = z.toJSONSchema(ErrorBodySchema, {
    target: 'openapi-3.0',
    io: 'output',
  }) as Record<string, unknown>;
  return schema;
}

/**
 * Every /api answer that is not a route's own is the error handler's `{ error, code, issues? }`
 * (plugins/error-handler.ts: 500, 503, 507, a rate limit…), so each operation says so in
 * `default`. Every mutation may be refused 403 CROSS_ORIGIN_REQUEST by the CSRF check
 * (plugins/security.ts), whichever route it is for.
 */
function addSharedResponses(method: string, operation: OperationNode): void {
  const responses = (operation.responses ??= {});
  const errorContent = { 'application/json': { schema: { $ref: ERROR_BODY_REF } } };
  if (MUTATING_METHODS.has(method) && !responses['403']) {
    responses['403'] = {
      description: 'A cross-origin request (CROSS_ORIGIN_REQUEST), refused for every mutation',
      content: errorContent,
    };
  }
  responses.default ??= {
    description: 'Any other status: the error body, its code one of ERROR_CODES',
    content: errorContent,
  };
}

function* operationSchemas(operation: OperationNode): Generator<SchemaNode> {
  for (const parameter of operation.parameters ?? []) if (parameter.schema) yield parameter.schema;
  for (const media of Object.values(operation.requestBody?.content ?? {})) {
    if (media.schema) yield media.schema;
  }
  for (const response of Object.values(operation.responses ?? {})) {
    for (const media of Object.values(response?.content ?? {}))
      if (media.schema) yield media.schema;
  }
}

/**
 * Two gaps of zod's OpenAPI 3.0 output, repaired wherever they occur:
 * - A nullable union of several branches (`z.union([z.literal(''), day]).nullish()`) comes out as
 *   `{ nullable: true, anyOf: [...] }`, but 3.0's `nullable` only means something beside a `type`
 *   (Redocly's nullable-type-sibling): the null goes into a branch instead.
 * - A record over an enum (`z.record(TicketStatusSchema, …)`) has every key required, but 3.0 has
 *   no `propertyNames` to name them: they become `properties` of the value's schema, so each
 *   required key is defined (no-required-schema-properties-undefined).
 */
function repairSchema(schema: SchemaNode): void {
  for (const property of Object.values(schema.properties ?? {})) repairSchema(property);
  for (const child of [schema.items, schema.not, schema.additionalProperties]) {
    if (child && typeof child === 'object') repairSchema(child);
  }
  for (const branch of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    repairSchema(branch);
  }
  if (schema.nullable === true && schema.type === undefined) moveNullIntoBranch(schema);
  const values = schema.additionalProperties;
  if (schema.required && values && typeof values === 'object') {
    for (const key of schema.required) {
      if (schema.properties?.[key]) continue;
      schema.properties = { ...schema.properties, [key]: structuredClone(values) };
    }
  }
}

function moveNullIntoBranch(schema: SchemaNode): void {
  const branches = schema.anyOf ?? schema.oneOf;
  // Every branch of an allOf would have to take null: left for the lint test to point at.
  if (!branches && schema.allOf) return;
  delete schema.nullable;
  // Without a type or branches the schema already takes any value, null included.
  if (!branches) return;
  const open = branches.find((branch) => branch.type !== undefined && branch.enum === undefined);
  const listed = branches.find((branch) => branch.type !== undefined && branch.enum !== undefined);
  if (open) {
    open.nullable = true;
  } else if (listed) {
    listed.nullable = true;
    listed.enum = [...(listed.enum ?? []), null];
  } else {
    // zod's own spelling of z.null() in 3.0.
    branches.push({ type: 'string', nullable: true, enum: [null] });
  }
}

// operationIds (decision 041): client generators name their methods from them. Each is derived from
// the method and the path, so a new route gets one without anyone naming it: the verb (get, list,
// create, update, delete, or the action the path ends with) and the resources of the path, e.g.
// GET /api/tickets → listTickets, GET /api/tickets/{id} → getTicket, POST
// /api/tickets/{id}/comments → createTicketComment, POST /api/tickets/{id}/reopen → reopenTicket.
// Where that reads badly or two would be the same, OPERATION_IDS names the operation.

const OPERATION_IDS: Record<string, string> = {
  'POST /api/ai/chat': 'chatWithAssistant',
  'POST /api/time-clock/in': 'clockIn',
  'POST /api/time-clock/out': 'clockOut',
  'GET /api/time-clock/all': 'listAllTimeSessions',
  'POST /api/notifications/read': 'markNotificationsRead',
  'POST /api/notifications/unsubscribe': 'unsubscribeFromNotificationMail',
  'GET /api/notifications/unsubscribe': 'openUnsubscribeLink',
  'GET /api/notifications/failed-mail': 'listFailedMail',
  'POST /api/pm-plans/preview': 'previewDraftPmPlan',
  'GET /api/pm-plans/due': 'listPmPlanDueDates',
  'POST /api/tickets/bulk': 'bulkUpdateTickets',
  'POST /api/tickets/{id}/checklist': 'createTicketChecklistItem',
  'POST /api/tickets/{id}/photos': 'uploadTicketPhotos',
  'POST /api/equipment/{id}/photo': 'replaceEquipmentPhoto',
  'POST /api/vendor-portal/{token}/invoice': 'submitVendorDispatchInvoice',
  'POST /api/vendor-portal/{token}/photos': 'uploadVendorDispatchPhotos',
};

/** A last segment that is an action on what precedes it: POST /api/tickets/{id}/reopen. */
const ACTION_WORDS = new Set([
  'accept',
  'analyze',
  'apply',
  'approve',
  'change',
  'complete',
  'confirm',
  'decline',
  'end',
  'export',
  'forgot',
  'import',
  'lock',
  'login',
  'logout',
  'mark',
  'pause',
  'preview',
  'reject',
  'renew',
  'reopen',
  'reset',
  'resume',
  'revoke',
  'start',
  'switch',
  'unapprove',
  'unlock',
]);
/** Actions whose words stay together: check-in → checkInVendorDispatch. */
const PHRASAL_ACTIONS = new Set(['check-in', 'check-out']);
/** Plural words that name one thing: GET /api/dashboard/stats → getDashboardStats. */
const ONE_THING_PLURALS = new Set(['stats', 'counts', 'options', 'settings']);
const UNCOUNTABLE = new Set(['equipment']);
/** A segment named for what it holds for the caller: the vendor portal is one dispatch. */
const SEGMENT_NAMES: Record<string, string> = { 'vendor-portal': 'vendor-dispatch', me: 'my' };
/** A segment that reads after the next one: /api/settings/time → TimeSettings. */
const TRAILING_SEGMENTS: Record<string, string> = { settings: 'settings', reports: 'report' };
const VERB_FOR_METHOD: Record<string, string> = {
  get: 'get',
  put: 'update',
  patch: 'update',
  delete: 'delete',
  post: 'create',
};

function operationIdFor(method: string, path: string): string {
  const named = OPERATION_IDS[`${method.toUpperCase()} ${path}`];
  if (named) return named;
  const segments = path.split('/').filter((segment) => segment && segment !== 'api');
  const last = segments.at(-1) ?? '';
  const methodVerb = VERB_FOR_METHOD[method] ?? method;
  if (last.startsWith('{')) {
    // GET /api/tickets/{id} → getTicket; /tickets/{id}/checklist/{itemId} → …TicketChecklistItem.
    const nouns = resourceWords(segments);
    const param = last.slice(1, -1);
    const paramNoun = param.endsWith('Id') ? param.slice(0, -2) : undefined;
    if (paramNoun && nouns.at(-1) !== paramNoun) nouns.push(paramNoun);
    return camelCase([methodVerb, ...nouns]);
  }
  const nouns = resourceWords(segments.slice(0, -1));
  const [base = '', extension] = last.split('.');
  const words = base.split('-');
  const finalWord = words.at(-1) ?? '';
  const suffix = extension ? [extension] : [];
  // An action (POST /api/tickets/{id}/reopen → reopenTicket), unless the words end in a noun
  // (GET /api/login-options).
  if (
    PHRASAL_ACTIONS.has(base) ||
    (ACTION_WORDS.has(words[0] ?? '') && !(words.length > 1 && isPlural(finalWord)))
  ) {
    const [verb = '', ...rest] = PHRASAL_ACTIONS.has(base) ? [base] : words;
    return camelCase([verb, ...nouns, ...rest, ...suffix]);
  }
  // /api/settings/time → TimeSettings, /api/reports/spend → SpendReport.
  const trailing = TRAILING_SEGMENTS[segments.at(-2) ?? ''];
  if (trailing && segments.length === 2) {
    return camelCase([methodVerb, singular(base), trailing, ...suffix]);
  }
  const isCollection =
    UNCOUNTABLE.has(finalWord) || (isPlural(finalWord) && !ONE_THING_PLURALS.has(finalWord));
  const verb = method === 'get' && isCollection ? 'list' : methodVerb;
  // POST /api/tickets/{id}/comments creates one comment.
  if (method === 'post') words[words.length - 1] = singular(finalWord);
  return camelCase([verb, ...nouns, ...words, ...suffix]);
}

/** The literal segments as words, each singular: /tickets/{id}/comments → ticket, comment. */
function resourceWords(segments: string[]): string[] {
  const words: string[] = [];
  for (const segment of segments) {
    if (segment.startsWith('{')) continue;
    const name = SEGMENT_NAMES[segment] ?? segment;
    const parts = name.split('-');
    parts[parts.length - 1] = singular(parts.at(-1) ?? '');
    words.push(parts.join('-'));
  }
  return words;
}

function isPlural(word: string): boolean {
  return /[^su]s$/.test(word);
}

function singular(word: string): string {
  if (UNCOUNTABLE.has(word) || !isPlural(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function camelCase(words: string[]): string {
  return words
    .flatMap((word) => word.split('-'))
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}
