import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { IdParamsSchema } from '#contract/schemas/common.ts';
import {
  CreateDispatchSchema,
  DispatchSchema,
  DispatchWithPortalLinkSchema,
} from '#contract/schemas/dispatch.ts';

import { WRITE_ERRORS } from '../../plugins/error-responses.ts';
import { sendPhoto } from '../../lib/send-photo.ts';
import { currentUser } from '../../plugins/session.ts';
import type { DispatchesService } from './dispatches.service.ts';

const tags = ['dispatches'];

const errors = WRITE_ERRORS;

/**
 * Decision 037: dispatching a ticket to an outside vendor, the admin side. The vendor's
 * side is the vendor portal (token routes, another module).
 */
export function dispatchesRoutes(deps: { dispatches: DispatchesService }): FastifyPluginAsyncZod {
  const { dispatches } = deps;
  return async function routes(app) {
    app.get(
      '/tickets/:id/dispatches',
      {
        schema: {
          tags,
          summary: "The ticket's vendor dispatches, newest first",
          description:
            'Anyone who may see the ticket reads its dispatches; when the portal link expires (`portalLinkExpiresAt`) and the invoice file link are answered to admins only (null for others). The portal link itself is stored only as a hash: it is answered once, by the dispatch and by renew-link.',
          params: IdParamsSchema,
          response: { 200: z.array(DispatchSchema), ...errors },
        },
      },
      async (request) => dispatches.list(currentUser(request), request.params.id),
    );

    app.post(
      '/tickets/:id/dispatches',
      {
        // Decision 039: the answer carries the portal link (a secret): never kept for a replay.
        config: { hasSecretAnswer: true },
        schema: {
          tags,
          summary: 'Dispatch the ticket to a vendor (admins)',
          description:
            "Amounts in cents. 400 `NTE_OVER_CEILING` over the chain's ceiling and `VENDOR_INSURANCE_EXPIRED` unless `overrideReason` is given; 400 `VENDOR_INACTIVE`, `VENDOR_NOT_SERVING`; 409 `TICKET_ALREADY_DISPATCHED` while another dispatch is active, 409 for a completed ticket. The ticket moves to waiting-for-third-party and the vendor is e-mailed the portal link when mail is set up and the vendor has an address (`isVendorEmailed`; otherwise the admin sends it). The link is answered here this once (`portalUrl`); it works until 30 days after the due-by. With an Idempotency-Key, a repeat answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT.",
          params: IdParamsSchema,
          body: CreateDispatchSchema,
          response: { 201: DispatchWithPortalLinkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const dispatch = await dispatches.create(
          currentUser(request),
          request.params.id,
          request.body,
        );
        return reply.code(201).send(dispatch);
      },
    );

    app.post(
      '/dispatches/:id/renew-link',
      {
        // Decision 039: the answer carries the new portal link (a secret): never kept for a replay.
        config: { hasSecretAnswer: true },
        schema: {
          tags,
          summary:
            'Make a new portal link for an open dispatch and e-mail it to the vendor (admins)',
          description:
            'The previous link stops working; the new one works until 30 days after the due-by, or 30 days from now when the due-by is past. The link is answered this once (`portalUrl`), with whether the vendor was e-mailed it (`isVendorEmailed`). 409 DISPATCH_OUT_OF_ORDER once the dispatch is closed or revoked. With an Idempotency-Key, a repeat answers 409 IDEMPOTENCY_ANSWER_NOT_KEPT.',
          params: IdParamsSchema,
          response: { 200: DispatchWithPortalLinkSchema, ...errors },
        },
      },
      async (request) => dispatches.renewLink(currentUser(request), request.params.id),
    );

    const steps = [
      ['revoke', 'Revoke a dispatch (admins): its portal link answers 410 from now on'],
      ['approve-invoice', 'Approve an invoice over the NTE (admins)'],
      ['confirm-work', "Confirm the vendor's work done (admins): the ticket is completed"],
      ['mark-paid', 'Mark an approved invoice paid (admins)'],
    ] as const;
    for (const [action, summary] of steps) {
      app.post(
        `/dispatches/:id/${action}`,
        {
          schema: {
            tags,
            summary,
            params: IdParamsSchema,
            response: { 200: DispatchSchema, ...errors },
          },
        },
        async (request) => {
          const user = currentUser(request);
          const id = request.params.id;
          switch (action) {
            case 'revoke':
              return dispatches.revoke(user, id);
            case 'approve-invoice':
              return dispatches.approveInvoice(user, id);
            case 'confirm-work':
              return dispatches.confirmWork(user, id);
            case 'mark-paid':
              return dispatches.markPaid(user, id);
          }
        },
      );
    }

    app.get(
      '/dispatches/:id/invoice-file',
      {
        schema: {
          tags,
          summary: "The vendor's invoice file (admins)",
          params: IdParamsSchema,
          produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
          response: { 200: z.unknown().describe('The invoice file'), ...errors },
        },
      },
      async (request, reply) => {
        const file = await dispatches.readInvoiceFile(currentUser(request), request.params.id);
        return sendPhoto(reply, file);
      },
    );
  };
}
