import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createScratchDatabase } from '#tests/helpers/scratch-database.ts';

import { call, signInCookie, startServer } from './server-process.ts';

// Decision 018: a burst of ticket creations and clock-ins against the real server process, killed
// with SIGKILL mid-burst and restarted on the same data: every write that was answered 2xx is
// there, nothing is half-written. And SIGTERM drains in-flight requests and closes cleanly.

const ADMIN_PASSWORD = 'crash-admin-password';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Target {
  name: string;
  env: () => Promise<Record<string, string>>;
}

const targets: Target[] = [
  {
    name: 'the embedded database',
    env: async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixflow-crash-'));
      cleanups.push(async () => {
        rmSync(dataDir, { recursive: true, force: true });
      });
      return { DATA_DIR: dataDir, DATABASE_URL: '' };
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  targets.push({
    name: 'PostgreSQL',
    env: async () => {
      const databaseUrl = await createScratchDatabase(serverUrl, 'fixflow_crash', cleanups);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixflow-crash-'));
      cleanups.push(async () => {
        rmSync(dataDir, { recursive: true, force: true });
      });
      return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    },
  });
}

const TECHNICIAN_PASSWORD = 'own-crash-tech-password';

let nextPort = 3600 + Math.floor(Math.random() * 300);

/**
 * A browser's live notification stream: a keep-alive connection whose answer never ends on its
 * own. Resolves once the stream is open; `ended` resolves when the server ends it.
 */
function openLiveStream(baseUrl: string, cookie: string): Promise<{ ended: Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true });
  cleanups.push(async () => {
    agent.destroy();
  });
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/notifications/stream`,
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        const ended = new Promise<void>((done) =>
          response.once('end', () => {
            done();
          }),
        );
        response.resume();
        resolve({ ended });
      },
    );
    request.once('error', reject);
  });
}

/** A connection opened but not yet used, as browsers open them ahead of a request. */
async function openUnusedConnection(port: number): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  cleanups.push(async () => {
    socket.destroy();
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) =>
    socket.once('connect', () => {
      resolve();
    }),
  );
}

describe.each(targets)('on $name', (target) => {
  it(
    'keeps every acknowledged write after SIGKILL mid-burst, and nothing half-written',
    { timeout: 240_000 },
    async () => {
      const env = { ...(await target.env()), ADMIN_PASSWORD };
      const port = nextPort++;
      const first = await startServer(env, port);
      const admin = await signInCookie(first.baseUrl, 'admin', ADMIN_PASSWORD);
      const technicians: { id: string; cookie: string }[] = [];
      for (let index = 0; index < 6; index += 1) {
        const username = `crash-tech-${String(index)}`;
        const created = await call(first.baseUrl, admin, 'POST', '/api/users', {
          name: `Crash Tech ${String(index)}`,
          username,
          password: 'crash-tech-password',
          role: 'technician',
          status: 'active',
        });
        expect(created.status).toBe(201);
        const cookie = await signInCookie(first.baseUrl, username, 'crash-tech-password');
        // A user an admin created chooses their own password first (decision 015).
        const changed = await call(first.baseUrl, cookie, 'POST', '/api/change-password', {
          currentPassword: 'crash-tech-password',
          newPassword: TECHNICIAN_PASSWORD,
        });
        expect(changed.status).toBe(200);
        technicians.push({ id: (created.json as { id: string }).id, cookie });
      }

      const acknowledgedTickets: string[] = [];
      // Per technician, the clock state the last answered request left: on the clock (the
      // session's id) or off. Each technician's clock requests come from one worker only, one
      // at a time, so answers arrive in the order the writes happened. A request in flight when
      // the process died may or may not have been written: that technician's state is unknown.
      const acknowledgedSessions = new Map<string, string>();
      const unknownState = new Set<string>();
      let sent = 0;
      // Eight workers keep requests in flight until the process dies under them; the first six
      // each own one technician's clock.
      const worker = async (workerIndex: number) => {
        const technician = technicians[workerIndex];
        for (let round = 0; round < 400; round += 1) {
          sent += 1;
          const clocks = technician !== undefined && round % 4 === 3;
          try {
            if (clocks) {
              const path = acknowledgedSessions.has(technician.id)
                ? '/api/time-clock/out'
                : '/api/time-clock/in';
              const answer = await call(first.baseUrl, technician.cookie, 'POST', path, {});
              if (answer.status === 201 && path.endsWith('/in'))
                acknowledgedSessions.set(technician.id, (answer.json as { id: string }).id);
              if (answer.status === 200 && path.endsWith('/out'))
                acknowledgedSessions.delete(technician.id);
            } else {
              const answer = await call(first.baseUrl, admin, 'POST', '/api/tickets', {
                title: `Crash burst ${String(workerIndex)}-${String(round)}`,
                description: 'Written during the crash test',
                location: 'Downtown',
                category: 'Fryer',
                priority: 'medium',
              });
              if (answer.status === 201)
                acknowledgedTickets.push((answer.json as { id: string }).id);
            }
          } catch {
            if (clocks) unknownState.add(technician.id);
            return; // the connection died with the process
          }
        }
      };
      const burst = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));
      while (acknowledgedTickets.length < 60)
        await new Promise((resolve) => setTimeout(resolve, 5));
      first.child.kill('SIGKILL');
      await burst;
      expect(await first.exited).toBe('SIGKILL');
      expect(sent).toBeGreaterThan(acknowledgedTickets.length);

      const second = await startServer(env, port);
      cleanups.push(async () => {
        second.child.kill('SIGKILL');
        await second.exited;
      });
      const adminAgain = await signInCookie(second.baseUrl, 'admin', ADMIN_PASSWORD);
      const listed = await call(second.baseUrl, adminAgain, 'GET', '/api/tickets?limit=500');
      expect(listed.status).toBe(200);
      const tickets = listed.json as { id: string; title: string }[];
      const present = new Set(tickets.map((ticket) => ticket.id));
      expect(acknowledgedTickets.filter((id) => !present.has(id))).toEqual([]);
      // Every ticket that exists was written whole: its creation is in its history.
      for (const ticket of tickets) {
        const history = await call(
          second.baseUrl,
          adminAgain,
          'GET',
          `/api/tickets/${ticket.id}/activity`,
        );
        expect(history.status).toBe(200);
        expect((history.json as { kind: string }[]).map((entry) => entry.kind)).toContain(
          'ticket.created',
        );
      }
      // Each technician's last answered clock-in or clock-out is kept, unless a later one was
      // lost in flight.
      for (const technician of technicians) {
        const cookie = await signInCookie(
          second.baseUrl,
          `crash-tech-${String(technicians.indexOf(technician))}`,
          TECHNICIAN_PASSWORD,
        );
        const active = await call(second.baseUrl, cookie, 'GET', '/api/time-clock/active');
        if (!unknownState.has(technician.id))
          expect(active.json).toMatchObject({ isActive: acknowledgedSessions.has(technician.id) });
        const sessions = await call(second.baseUrl, cookie, 'GET', '/api/time-clock/sessions');
        const open = (sessions.json as { isActive: boolean }[]).filter(
          (session) => session.isActive,
        );
        expect(open.length).toBeLessThanOrEqual(1);
      }
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );

  it(
    'drains in-flight requests on SIGTERM and closes the database cleanly',
    { timeout: 180_000 },
    async () => {
      const env = { ...(await target.env()), ADMIN_PASSWORD };
      const port = nextPort++;
      const server = await startServer(env, port);
      const admin = await signInCookie(server.baseUrl, 'admin', ADMIN_PASSWORD);
      // Neither an open live stream nor a connection without a request holds the stop.
      const stream = await openLiveStream(server.baseUrl, admin);
      await openUnusedConnection(port);
      const inFlight = Array.from({ length: 20 }, (_, index) =>
        call(server.baseUrl, admin, 'POST', '/api/tickets', {
          title: `Drain ${String(index)}`,
          description: 'Sent just before SIGTERM',
          location: 'Airport',
          category: 'Grill',
          priority: 'low',
        }).catch(() => ({ status: 0, json: null })),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      const lastAnswerAt = Date.now();
      await stream.ended;
      expect(await server.exited).toBe(0);
      // Decision 038: the answers' keep-alive connections do not hold the stop for the 72 s
      // keep-alive timeout; the process ends right after its last answer (measured: well under
      // 2 s), far inside a deploy's 30 s grace period.
      expect(Date.now() - lastAnswerAt).toBeLessThan(10_000);
      const acknowledged = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => (answer.json as { id: string }).id);
      // Requests that reached the server before SIGTERM were answered, not dropped.
      expect(
        answers.every(
          (answer) => answer.status === 201 || answer.status === 0 || answer.status === 503,
        ),
      ).toBe(true);

      const again = await startServer(env, port);
      cleanups.push(async () => {
        again.child.kill('SIGKILL');
        await again.exited;
      });
      const adminAgain = await signInCookie(again.baseUrl, 'admin', ADMIN_PASSWORD);
      const listed = await call(again.baseUrl, adminAgain, 'GET', '/api/tickets?limit=500');
      const present = new Set((listed.json as { id: string }[]).map((ticket) => ticket.id));
      expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );
});
