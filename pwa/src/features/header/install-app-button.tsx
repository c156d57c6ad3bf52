/**
 * "Install app" in the header of a wide screen for a signed-out visitor, who has no menu to hold it
 * (signed in, it is in the avatar menu; on a phone, in the side menu). Icon only until there is room.
 */
import { Download } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { requestInstall, useInstallOption } from '@pwa/features/install/index.ts';

export function InstallAppButton() {
  const option = useInstallOption();
  if (option === 'none') return null;
  return (
    <Button variant="ghost" className="px-3" aria-label={messages.install.installApp} onClick={() => requestInstall(option)}>
      <Download aria-hidden className="size-5" />
      <span className="hidden xl:inline">{messages.install.installApp}</span>
    </Button>
  );
}
