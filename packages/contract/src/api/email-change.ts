/**
 * The routes of the e-mail change (apps/api/src/routes/email-change), defined once for the API and
 * the SPA, in the order a person goes through them: a code to the current address, then the new
 * address and a code to it. The paths are under user/edit-email (docs/glossary.md).
 */
import { ZMessageResponse } from '../auth/sign-up.ts';
import { ZEmailCodeRequest, ZNewEmailRequest } from '../email-change/email-change.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'api', tag: 'user' } as const;

export const emailChangeApi = {
  sendCurrentCode: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/send-verification',
    summary: 'Ubah email, langkah 1: kode ke alamat saat ini',
    access: 'member-write',
    responses: { 200: ZMessageResponse },
  }),
  verifyCurrentCode: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/verification',
    summary: 'Ubah email, langkah 2: kode alamat saat ini',
    access: 'member-write',
    body: ZEmailCodeRequest,
    responses: { 200: ZMessageResponse },
  }),
  sendNewCode: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email',
    summary: 'Ubah email, langkah 3: alamat baru',
    access: 'member-write',
    body: ZNewEmailRequest,
    responses: { 200: ZMessageResponse },
  }),
  verifyNewCode: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/new-verification',
    summary: 'Ubah email, langkah 4: kode alamat baru',
    access: 'member-write',
    body: ZEmailCodeRequest,
    responses: { 200: ZMessageResponse },
  }),
  resendCurrentCode: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/resend-verification',
    summary: 'Kirim ulang kode ke alamat saat ini',
    access: 'member-write',
    responses: { 200: ZMessageResponse },
  }),
  resendNewCode: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/resend-new-verification',
    summary: 'Kirim ulang kode ke alamat baru',
    access: 'member-write',
    responses: { 200: ZMessageResponse },
  }),
};
