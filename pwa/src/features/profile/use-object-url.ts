/**
 * A preview URL for a picked file, revoked when the file changes or the dialog closes, so a phone
 * does not keep every photo it was shown in memory. Made in an effect (not a memo) so React's
 * development double-mount cannot revoke the URL the preview is still using.
 */
import { useEffect, useState } from 'react';

export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return undefined;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
