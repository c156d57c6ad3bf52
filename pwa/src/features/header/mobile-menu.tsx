/**
 * The phone's menu button. The sheet it opens (mobile-menu-sheet.tsx, with Radix Dialog) loads on the
 * first tap, keeping it out of the first visit's JavaScript.
 */
import { useState } from 'react';
import { Menu } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';

const MobileMenuSheet = lazyPart(() => import('./mobile-menu-sheet.tsx').then((module) => module.MobileMenuSheet), { placeholder: 'opening' });

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={messages.header.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-6" />
      </Button>
      {loaded ? (
        <MobileMenuSheet
          open={open}
          onOpenChange={setOpen}
          onLoadFailed={() => {
            setLoaded(false);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
