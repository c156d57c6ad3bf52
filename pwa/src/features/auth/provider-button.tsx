/**
 * The top of each auth dialog tab when the server has an OpenID Connect provider:
 * "Continue with {name}" and the tab's divider. The button closes the dialog and sends the browser to
 * the provider's sign-in, which brings it back to the same page. Nothing without a provider.
 */
import { providerSignInMessages } from '@shared/messages/provider-sign-in.ts';
import { Button } from '@pwa/ui/button.tsx';
import { closeAuthDialog } from './auth-dialog-store.ts';
import { providerLoginHref, useAuthProviders } from './auth-providers-store.ts';

export function ProviderSignIn({ divider }: { divider: string }) {
  const provider = useAuthProviders()?.oidc;
  if (!provider) return null;
  return (
    <div className="mb-5">
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          closeAuthDialog();
          window.location.assign(providerLoginHref(window.location));
        }}
      >
        {providerSignInMessages.continueWith(provider.name)}
      </Button>
      <div className="mt-5 flex items-center gap-3 text-sm text-fg-muted" role="separator" aria-label={divider}>
        <span aria-hidden className="h-px flex-1 bg-border" />
        <span aria-hidden>{divider}</span>
        <span aria-hidden className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
