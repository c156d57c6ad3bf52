/**
 * The thread's options menu: Block (or Unblock), each confirmed in an alert dialog first, and Report
 * the other person (who may be blocked at the same time). Blocking
 * needs the connection (the server must know at once, or the other side's next message still comes):
 * offline it says so and changes nothing.
 */
import { useState } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Ban, EllipsisVertical, Flag, ShieldCheck } from 'lucide-react';
import { reportMessages } from '@shared/messages/reports.ts';
import { OpenReportDialog } from '@pwa/features/reports/index.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import type { ConversationRow } from '@pwa/db/app-db.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { showToast } from '@pwa/ui/toast.ts';
import { setBlocked } from './messages-api.ts';
import { DialogClose, ModalDialog } from '@pwa/ui/modal-dialog.tsx';
import { partyName } from '@pwa/lib/party-name.ts';

const t = conversationMessages.thread;
const itemClass = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-fg outline-none data-highlighted:bg-surface-muted';

export function BlockMenu({ conversation }: { conversation: ConversationRow }) {
  const [asking, setAsking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [working, setWorking] = useState(false);
  const blocking = conversation.blockedBy !== 'me';
  const name = partyName(conversation.otherParty);

  async function confirm() {
    if (!navigator.onLine) {
      setAsking(false);
      return showToast('error', t.needsOnline);
    }
    setWorking(true);
    try {
      await setBlocked(conversation.id, blocking);
      setAsking(false);
    } catch (error) {
      reportError('blocking a conversation', error);
      showToast('error', t.blockFailed);
    } finally {
      setWorking(false);
    }
  }

  return (
    <>
      {/* Not modal, and drawn beside its button (no portal): the page stays readable while it is open,
          as a menu button's menu should leave it, and the menu sits inside the page's main landmark. */}
      <Menu.Root modal={false}>
        <Menu.Trigger aria-label={t.menu} title={t.menu} className={buttonClass('ghost', 'icon')}>
          <EllipsisVertical aria-hidden className="size-5" />
        </Menu.Trigger>
        <Menu.Content align="end" sideOffset={6} className="z-50 min-w-44 rounded-xl border border-border bg-surface p-1.5 shadow-xl">
          <Menu.Item className={itemClass} onSelect={() => setAsking(true)}>
            {blocking ? <Ban aria-hidden className="size-4 text-danger" /> : <ShieldCheck aria-hidden className="size-4" />}
            {blocking ? t.block : t.unblock}
          </Menu.Item>
          {/* A deleted account has nobody left to report. */}
          {conversation.otherParty.deleted ? null : (
            <Menu.Item className={itemClass} onSelect={() => setReporting(true)}>
              <Flag aria-hidden className="size-4" />
              {reportMessages.reportUser(name)}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Root>
      <OpenReportDialog
        targetType="user"
        targetId={conversation.otherParty.id}
        open={reporting}
        onOpenChange={setReporting}
        block={blocking ? { name, run: () => setBlocked(conversation.id, true) } : undefined}
      />
      <ModalDialog
        alert
        open={asking}
        onOpenChange={(open) => (open || working ? undefined : setAsking(false))}
        title={blocking ? t.blockTitle(name) : t.unblockTitle(name)}
        description={blocking ? t.blockText : t.unblockText}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose disabled={working} className={buttonClass('outline')}>
            {t.cancel}
          </DialogClose>
          {/* Not a close: the dialog stays until the server has answered. */}
          <button type="button" disabled={working} onClick={() => void confirm()} className={buttonClass(blocking ? 'danger' : 'primary')}>
            {blocking ? t.block : t.unblock}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
