/** Preview URLs for picked files, revoked when the files change or the form closes (no leaked memory). */
import { useEffect, useMemo } from 'react';

export function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}
