import { beforeAll, describe, expect, it } from 'vitest';

import type { ActivityEntry } from '#contract/schemas/activity.ts';
import type { Comment, MentionableUser } from '#contract/schemas/comment.ts';
import type { Ticket } from '#contract/schemas/ticket.ts';
import { assignTicket, createTicket, workAndComplete } from '#tests/helpers/ai-fixtures.ts';
import type { Actor } from '#tests/helpers/build-test-app.ts';
import { createUser } from '#tests/helpers/factories.ts';
import { otherStoreActors } from '#tests/helpers/other-store-actors.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// Decision 032: ticket comments and their rights, on both databases.

const { ctx } = fileTestContext();
let otherManager: Actor;
let otherTech: Actor;
let ticket: Ticket;
let otherTicket: Ticket;

beforeAll(async () => {
  ({ otherManager, otherTech } = await otherStoreActors(ctx));
  await createUser(ctx.database.db, {
    role: 'manager',
    username: 'gone',
    name: 'Gone Manager',
    location: 'Downtown',
    status: 'inactive',
  });
  ticket = await createTicket(ctx, ctx.manager, { title: 'Downtown fryer' });
  await assignTicket(ctx, ticket, ctx.technician);
  otherTicket = await createTicket(ctx, ctx.admin, { title: 'Airport grill', location: 'Airport' });
});

function commentsUrl(id = ticket.id): string {
  return `/api/tickets/${id}/comments`;
}

async function post(actor: Actor, body: unknown, id = ticket.id) {
  const response = await actor.request({
    method: 'POST',
    url: commentsUrl(id),
    payload: { body },
  });
  ctx.clock.advance(1000);
  return response;
}

async function thread(actor: Actor, id = ticket.id): Promise<Comment[]> {
  const response = await actor.request({ method: 'GET', url: commentsUrl(id) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment[]>();
}

async function history(): Promise<ActivityEntry[]> {
  const response = await ctx.admin.request({
    method: 'GET',
    url: `/api/tickets/${ticket.id}/activity`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityEntry[]>();
}

describe('ticket comments', () => {
  it('lets anyone who sees the ticket comment, and lists the thread oldest first', async () => {
    const first = await post(ctx.manager, '  Still not heating.\nAny news?  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Comment>()).toMatchObject({
      ticketId: ticket.id,
      author: { id: ctx.manager.user.id, name: ctx.manager.user.name, role: 'manager' },
      body: 'Still not heating.\nAny news?',
      mentions: [],
      canDelete: true,
    });
    expect((await post(ctx.technician, 'On my way.')).statusCode).toBe(201);

    const seenByTech = await thread(ctx.technician);
    expect(seenByTech.map((comment) => [comment.body, comment.canDelete])).toEqual([
      ['Still not heating.\nAny news?', false],
      ['On my way.', true],
    ]);
    expect((await thread(ctx.admin)).every((comment) => comment.canDelete)).toBe(true);
  });

  it('resolves @mentions in any letter case, and leaves e-mail addresses as text', async () => {
    const response = await post(
      ctx.technician,
      `@MANAGER parts are in. cc @admin, and @Manager. (mail me at x@tech.example)`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const comment = response.json<Comment>();
    expect(comment.mentions).toEqual([
      { id: ctx.manager.user.id, username: 'manager', name: ctx.manager.user.name },
      { id: ctx.admin.user.id, username: 'admin', name: ctx.admin.user.name },
    ]);
    const stored = (await thread(ctx.manager)).find((c) => c.id === comment.id);
    expect(stored?.mentions.map((m) => m.username)).toEqual(['manager', 'admin']);

    const entry = (await history()).find((e) => e.details.commentId === comment.id);
    expect(entry?.details.mentionedUserIds).toEqual([ctx.manager.user.id, ctx.admin.user.id]);
  });

  it('refuses a mention of someone who cannot see the ticket, storing nothing', async () => {
    const before = await thread(ctx.admin);
    const historyBefore = await history();
    for (const [body, name] of [
      ['@sam can you help?', 'sam'],
      ['@admin and @Airport.MGR please look', 'Airport.MGR'],
    ] as const) {
      const response = await post(ctx.admin, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        error: `@${name} cannot be notified on this ticket`,
      });
    }
    expect(await thread(ctx.admin)).toEqual(before);
    expect(await history()).toHaveLength(historyBefore.length);
  });

  it('answers an unknown or inactive name exactly as someone who cannot see the ticket', async () => {
    // Decision 039: a mention must not tell whether a username exists (an oracle for sign-in guesses).
    const before = await thread(ctx.admin);
    const historyBefore = await history();
    const answers: { status: number; body: Record<string, unknown>; type: unknown }[] = [];
    for (const name of ['sam', 'nobody', 'gone', 'Nobody.Else']) {
      const response = await post(ctx.technician, `Ask @${name}.`);
      answers.push({
        status: response.statusCode,
        body: response.json<Record<string, unknown>>(),
        type: response.headers['content-type'],
      });
    }
    expect(answers).toEqual(
      ['sam', 'nobody', 'gone', 'Nobody.Else'].map((name) => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', error: `@${name} cannot be notified on this ticket` },
        type: answers[0]?.type,
      })),
    );
    expect(await thread(ctx.admin)).toEqual(before);
    expect(await history()).toHaveLength(historyBefore.length);
  });

  it('refuses an empty or over-long comment with the contract messages', async () => {
    const before = (await thread(ctx.admin)).length;
    for (const [body, message] of [
      ['', 'Comment is required'],
      ['   \n ', 'Comment is required'],
      ['x'.repeat(2001), 'Comment must be at most 2000 characters'],
      [undefined, 'Comment is required'],
      [42, 'Comment is required'],
    ] as const) {
      const response = await post(ctx.manager, body);
      expect(response.statusCode, String(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body).toContain(message);
    }
    expect(await thread(ctx.admin)).toHaveLength(before);
    expect((await post(ctx.manager, 'y'.repeat(2000))).statusCode).toBe(201);
  });

  it('refuses control and text-direction characters, keeping tabs and line breaks', async () => {
    // Decision 039: a comment reaches notification texts and mail subjects; the text rules of every
    // multi-line field apply (decision 013).
    const before = await thread(ctx.admin);
    const historyBefore = await history();
    for (const [body, message] of [
      ['Paid \u202Egnp.exe', 'Comment must not contain text-direction control characters'],
      ['Isolated \u2067text\u2069', 'Comment must not contain text-direction control characters'],
      ['Red \u001B[31malert\u001B[0m', 'Comment must not contain control characters'],
      ['Bell \u0007 and NUL \u0000', 'Comment must not contain control characters'],
      ['C1 \u009B31m', 'Comment must not contain control characters'],
      ['Lone \r return', 'Comment must not contain control characters'],
    ] as const) {
      const response = await post(ctx.manager, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body).toContain(message);
    }
    expect(await thread(ctx.admin)).toEqual(before);
    expect(await history()).toHaveLength(historyBefore.length);

    const kept = await post(ctx.manager, 'Two lines:\r\n\tindented\nand \u200Fمرحبا');
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json<Comment>().body).toBe('Two lines:\r\n\tindented\nand \u200Fمرحبا');
  });

  it('strips unknown and read-only fields instead of refusing them', async () => {
    const response = await post(ctx.manager, 'With extras');
    const sent = response.json<Comment>();
    const again = await ctx.manager.request({
      method: 'POST',
      url: commentsUrl(),
      payload: { ...sent, body: 'Sent back whole', authorId: ctx.admin.user.id, isPinned: true },
    });
    ctx.clock.advance(1000);
    expect(again.statusCode, again.body).toBe(201);
    const created = again.json<Comment>();
    expect(created.id).not.toBe(sent.id);
    expect(created).toMatchObject({
      body: 'Sent back whole',
      author: { id: ctx.manager.user.id },
      mentions: [],
    });
    expect(created).not.toHaveProperty('isPinned');
  });

  it('stores markup as written, as plain text', async () => {
    const body = '<b>x</b> <script>alert(1)</script> &amp;';
    const response = await post(ctx.manager, body);
    expect(response.statusCode).toBe(201);
    expect(response.json<Comment>().body).toBe(body);
    expect((await thread(ctx.technician)).at(-1)?.body).toBe(body);
  });

  it('answers 404 on all four calls for a ticket the caller cannot see, whoever asks', async () => {
    const mine = (await post(ctx.manager, 'Mine')).json<Comment>();
    const before = await thread(ctx.admin);
    // Decisions 032 and 039: a technician too cannot tell a hidden ticket from a missing one.
    const missing = '00000000-0000-4000-8000-00000000dead';
    for (const actor of [otherManager, otherTech]) {
      for (const id of [ticket.id, missing]) {
        const calls = [
          actor.request({ method: 'GET', url: commentsUrl(id) }),
          actor.request({ method: 'POST', url: commentsUrl(id), payload: { body: 'Hi' } }),
          actor.request({ method: 'DELETE', url: `${commentsUrl(id)}/${mine.id}` }),
          actor.request({ method: 'GET', url: `/api/tickets/${id}/mentionable-users` }),
        ];
        for (const response of await Promise.all(calls)) {
          expect(response.statusCode, `${actor.user.username} ${response.body}`).toBe(404);
          expect(response.json()).toEqual({ code: 'NOT_FOUND', error: 'Ticket not found' });
        }
      }
    }
    expect(await thread(ctx.admin)).toEqual(before);
  });

  it('lets the author or an admin delete a comment, and refuses others with 403', async () => {
    const byManager = (await post(ctx.manager, 'Delete me')).json<Comment>();
    const byTech = (await post(ctx.technician, 'Delete me too')).json<Comment>();
    const url = (comment: Comment) => `${commentsUrl()}/${comment.id}`;

    const refused = await ctx.technician.request({ method: 'DELETE', url: url(byManager) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });

    // A comment addressed through another ticket's id does not exist there.
    const elsewhere = await ctx.admin.request({
      method: 'DELETE',
      url: `${commentsUrl(otherTicket.id)}/${byManager.id}`,
    });
    expect(elsewhere.statusCode).toBe(404);

    expect((await ctx.manager.request({ method: 'DELETE', url: url(byManager) })).statusCode).toBe(
      204,
    );
    expect((await ctx.admin.request({ method: 'DELETE', url: url(byTech) })).statusCode).toBe(204);
    expect((await ctx.admin.request({ method: 'DELETE', url: url(byTech) })).statusCode).toBe(404);
    const left = (await thread(ctx.admin)).map((comment) => comment.id);
    expect(left).not.toContain(byManager.id);
    expect(left).not.toContain(byTech.id);
  });

  it('writes comments and deletions to the ticket history', async () => {
    const number = `#${String(ticket.ticketNumber)}`;
    const created = (await post(ctx.manager, 'For the history '.repeat(20))).json<Comment>();
    await ctx.admin.request({ method: 'DELETE', url: `${commentsUrl()}/${created.id}` });
    const entries = await history();
    const commented = entries.find((entry) => entry.details.commentId === created.id);
    expect(commented).toMatchObject({
      kind: 'ticket.commented',
      message: `${ctx.manager.user.name} commented on ${number}`,
    });
    const excerpt = String(commented?.details.excerpt);
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt.startsWith('For the history For the history')).toBe(true);
    expect(entries.at(-1)).toMatchObject({
      kind: 'ticket.comment_deleted',
      message: `Administrator deleted a comment on ${number}`,
      details: { commentId: created.id },
    });
  });

  it('offers for mentions the active users who see the ticket, by name', async () => {
    const response = await ctx.technician.request({
      method: 'GET',
      url: `/api/tickets/${ticket.id}/mentionable-users`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<MentionableUser[]>();
    const usernames = people.map((person) => person.username);
    expect(usernames.sort()).toEqual(['admin', 'manager', 'tech']);
    const names = people.map((person) => person.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(people.find((p) => p.username === 'tech')).toMatchObject({ role: 'technician' });
  });

  it('lets the technician keep talking on a completed ticket', async () => {
    const done = await createTicket(ctx, ctx.manager, { title: 'Done soon' });
    await assignTicket(ctx, done, ctx.technician);
    await workAndComplete(ctx, done, ctx.technician, 30);
    const response = await post(ctx.technician, 'Note: replace the gasket next visit.', done.id);
    expect(response.statusCode, response.body).toBe(201);
  });
});
