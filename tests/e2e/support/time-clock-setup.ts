import type { APIRequestContext, Page } from '@playwright/test';

import { apiAs } from './api-session.ts';
import { DEMO_USERS } from './demo-users.ts';
import { expect } from './test.ts';

// What the time clock journeys (time-clock-and-report.spec.ts, time-clock-switch.spec.ts) share:
// the toast they read and the demo chain's open tickets handed to the demo technician.

export interface TicketSummary {
  id: string;
  ticketNumber: number;
  title: string;
  status: string;
}

export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

/**
 * The admin's and the demo technician's API sessions, the demo chain's open, unassigned tickets,
 * and `assignToTechnician`, which assigns one of them to the technician as the admin.
 */
export async function openTicketsForTechnician(baseURL: string | undefined): Promise<{
  admin: APIRequestContext;
  tech: APIRequestContext;
  unassigned: TicketSummary[];
  assignToTechnician: (ticket: TicketSummary) => Promise<void>;
}> {
  const admin = await apiAs(baseURL, DEMO_USERS.admin.username);
  const tech = await apiAs(baseURL, DEMO_USERS.technician.username);
  const techUser = (await (await tech.get('/api/me')).json()) as { id: string };
  const unassigned = (await (
    await admin.get('/api/tickets?status=open&assignedTo=unassigned')
  ).json()) as TicketSummary[];
  async function assignToTechnician(ticket: TicketSummary) {
    const assigned = await admin.patch(`/api/tickets/${ticket.id}`, {
      data: { assignedTo: techUser.id },
    });
    expect(assigned.ok()).toBe(true);
  }
  return { admin, tech, unassigned, assignToTechnician };
}
