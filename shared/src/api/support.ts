/** Support requests: their paths and shapes, for the user who wrote and for administrators. */

export const supportPaths = {
  /**
   * GET → SupportRequest[]: the signed-in user's own requests, newest first.
   * POST SupportRequestPayload → 201 SupportRequest (open).
   */
  support: '/api/support',
  /** GET (query: limit, cursor; NEXT_CURSOR_HEADER) → AdminSupportRequest[]: the queue; admins only. */
  adminSupport: '/api/admin/support',
  /** POST SupportAnswerPayload → AdminSupportRequest (answered); admins only. */
  adminSupportAnswer: (id: string) => `/api/admin/support/${id}/answer`,
} as const;

export type SupportRequestStatus = 'open' | 'answered';

/** A support request as the user who sent it sees it. */
export interface SupportRequest {
  id: string;
  message: string;
  status: SupportRequestStatus;
  /** The administrator's answer, as written; null while open. */
  answer: string | null;
  createdAt: string;
  answeredAt: string | null;
}

/** A request in the administrators' queue: who sent it and whether they are premium now. */
export interface AdminSupportRequest extends SupportRequest {
  user: { id: string; username: string; fullName: string; email: string; isPremium: boolean };
  /** The username of the administrator who answered; null while open. */
  answeredBy: string | null;
}
