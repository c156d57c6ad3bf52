/**
 * What a non-administrator (signed out too) meets on /admin: the "Access Denied" card,
 * then home, replacing /admin in the history so Back does not bring them here again.
 */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { documentMessages } from '@shared/messages/documents.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';

const t = documentMessages.admin;

/** Long enough to read the card, short enough not to feel stuck. */
export const ACCESS_DENIED_REDIRECT_MS = 2000;

export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: '/', replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <PageMessage icon={<ShieldAlert aria-hidden className="size-7" />} title={t.accessDeniedTitle} text={t.accessDeniedText}>
      <p role="status" className="text-sm text-fg-muted">
        {t.redirecting}
      </p>
    </PageMessage>
  );
}
