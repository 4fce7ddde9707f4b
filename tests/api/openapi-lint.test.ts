import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/build-test-app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';

// Decision 041: the OpenAPI document at /api/docs/json passes Redocly's recommended rules with no
// error and no warning, so that client generators (which name their methods from the
// operationIds) and other OpenAPI tools read it as it is. Each problem is printed with its rule
// and where it is in the document.

const DOCUMENT_REF = 'openapi.json';

/**
 * The problems that are known and stay, each at its one place in the document (Redocly's
 * lint-ignore file, kept here beside its reasons). Anything else, and the same rule anywhere
 * else, fails the test.
 */
const ACCEPTED: Record<string, { pointers: string[]; reason: string }> = {
  'no-ambiguous-paths': {
    pointers: ['#/paths/~1api~1requests~1{id}~1approve', '#/paths/~1api~1requests~1{id}~1decline'],
    reason:
      'GET /api/requests/units/{shortCode} (the signed-in label lookup) and POST /api/requests/{id}/approve ' +
      'and /decline are the API of decision 033: a literal `units` beside `{id}` is ambiguous as a ' +
      'template, but never as a call (the methods differ, and an id is a UUID).',
  },
  'operation-4xx-response': {
    pointers: ['#/paths/~1api~1health/get/responses', '#/paths/~1api~1login-options/get/responses'],
    reason:
      'These two GETs take no input and no session: nothing a client sends makes them answer 4xx, ' +
      'so the document declares none rather than a refusal that cannot happen.',
  },
  'info-license': {
    pointers: ['#/info'],
    reason: 'FixFlow is private (package.json) and grants no licence for the document to name.',
  },
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location.map((location) => location.pointer ?? '?').join(', ');
  return `${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`;
}

it('the OpenAPI document passes the recommended rules with no error and no warning', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const config = await createConfig(
    { extends: ['recommended'] },
    {
      ignore: {
        [DOCUMENT_REF]: Object.fromEntries(
          Object.entries(ACCEPTED).map(([rule, { pointers }]) => [rule, new Set(pointers)]),
        ),
      },
    },
  );
  const problems = await lintFromString({
    source: response.body,
    absoluteRef: DOCUMENT_REF,
    config,
  });
  expect(problems.filter((problem) => !problem.ignored).map(describeProblem)).toEqual([]);
  // An accepted problem that no longer occurs comes off the list.
  const stillThere = new Set(
    problems.flatMap((problem) =>
      problem.location.map((location) => `${problem.ruleId} ${location.pointer ?? ''}`),
    ),
  );
  const accepted = Object.entries(ACCEPTED).flatMap(([rule, { pointers }]) =>
    pointers.map((pointer) => `${rule} ${pointer}`),
  );
  expect(accepted.filter((entry) => !stillThere.has(entry))).toEqual([]);
});

it('gives every operation a unique operationId', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{
    paths: Record<string, Record<string, { operationId?: string }>>;
  }>();
  const ids = Object.values(document.paths).flatMap((item) =>
    Object.values(item).map((operation) => operation.operationId),
  );
  expect(ids.length).toBeGreaterThan(100);
  expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  // A generated client's method names: renaming one breaks its callers.
  const idOf = (method: string, path: string) => document.paths[path]?.[method]?.operationId;
  expect({
    listTickets: idOf('get', '/api/tickets'),
    getTicket: idOf('get', '/api/tickets/{id}'),
    updateTicket: idOf('patch', '/api/tickets/{id}'),
    createTicketComment: idOf('post', '/api/tickets/{id}/comments'),
    reopenTicket: idOf('post', '/api/tickets/{id}/reopen'),
    getTicketCounts: idOf('get', '/api/tickets/counts'),
    updateTicketChecklistItem: idOf('put', '/api/tickets/{id}/checklist/{itemId}'),
    getTimeSettings: idOf('get', '/api/settings/time'),
    checkInVendorDispatch: idOf('post', '/api/vendor-portal/{token}/check-in'),
    exportEquipmentCsv: idOf('get', '/api/equipment/export.csv'),
    clockIn: idOf('post', '/api/time-clock/in'),
    login: idOf('post', '/api/login'),
  }).toEqual({
    listTickets: 'listTickets',
    getTicket: 'getTicket',
    updateTicket: 'updateTicket',
    createTicketComment: 'createTicketComment',
    reopenTicket: 'reopenTicket',
    getTicketCounts: 'getTicketCounts',
    updateTicketChecklistItem: 'updateTicketChecklistItem',
    getTimeSettings: 'getTimeSettings',
    checkInVendorDispatch: 'checkInVendorDispatch',
    exportEquipmentCsv: 'exportEquipmentCsv',
    clockIn: 'clockIn',
    login: 'login',
  });
});
