/**
 * The theme button: cycles Light → Dark → Auto. `withLabel` shows the current name beside
 * the icon, for the mobile menu; the header shows the icon alone with an accessible name.
 */
import { Monitor, Moon, Sun } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { cycleTheme, useTheme } from './theme-store.ts';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { preference } = useTheme();
  const Icon = icons[preference];
  const name = messages.theme[preference];
  return (
    <Button
      variant={withLabel ? 'outline' : 'ghost'}
      size={withLabel ? 'md' : 'icon'}
      onClick={cycleTheme}
      aria-label={messages.theme.toggleLabel(name)}
      title={messages.theme.toggleLabel(name)}
    >
      <Icon aria-hidden className="size-5" />
      {withLabel ? <span>{name}</span> : null}
    </Button>
  );
}
