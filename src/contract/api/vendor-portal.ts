import {
  PortalAcceptInputSchema,
  PortalCheckOutInputSchema,
  PortalDeclineInputSchema,
  PortalLanguageInputSchema,
  PortalNoteInputSchema,
  VendorPortalViewSchema,
} from '../schemas/vendor-portal.ts';
import { OkSchema } from '../schemas/common.ts';
import { endpoints } from './endpoint.ts';

export const vendorPortalEndpoints = endpoints({
  'GET /api/vendor-portal/:token': { response: VendorPortalViewSchema },
  'POST /api/vendor-portal/:token/accept': {
    body: PortalAcceptInputSchema,
    response: VendorPortalViewSchema,
  },
  'POST /api/vendor-portal/:token/decline': {
    body: PortalDeclineInputSchema,
    response: VendorPortalViewSchema,
  },
  'POST /api/vendor-portal/:token/check-in': { response: VendorPortalViewSchema },
  'POST /api/vendor-portal/:token/check-out': {
    body: PortalCheckOutInputSchema,
    response: VendorPortalViewSchema,
  },
  'POST /api/vendor-portal/:token/invoice': {
    upload: 'multipart',
    response: VendorPortalViewSchema,
  },
  'POST /api/vendor-portal/:token/notes': {
    body: PortalNoteInputSchema,
    response: VendorPortalViewSchema,
  },
  'PUT /api/vendor-portal/:token/language': {
    body: PortalLanguageInputSchema,
    response: OkSchema,
  },
  'POST /api/vendor-portal/:token/photos': {
    upload: 'multipart',
    response: VendorPortalViewSchema,
  },
});
