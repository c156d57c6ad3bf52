/**
 * The profile's "Download my data": a plain link to the export, so the browser downloads the file
 * with its own progress and keeps it where downloads go (a large account's file streams). Offline,
 * the button waits for a connection and says so.
 */
import { Download } from 'lucide-react';
import { apiPaths } from '@shared/api.ts';
import { profilePageMessages } from '@shared/messages/profile.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';
import { SectionCard } from '@pwa/ui/section-card.tsx';

const t = profilePageMessages.data;

export function DownloadDataSection() {
  const online = useOnline();
  return (
    <SectionCard id="profile-data-heading" title={t.heading} text={t.text}>
      {online ? (
        <a href={apiPaths.accountExport} download className={buttonClass('outline', undefined, 'mt-3')}>
          <Download aria-hidden className="size-4" />
          {t.download}
        </a>
      ) : (
        <>
          <Button variant="outline" className="mt-3" disabled aria-describedby="profile-data-offline">
            <Download aria-hidden className="size-4" />
            {t.download}
          </Button>
          <p id="profile-data-offline" className="mt-2 text-sm text-fg-muted">
            {t.offline}
          </p>
        </>
      )}
    </SectionCard>
  );
}
