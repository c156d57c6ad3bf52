/** Object URLs for picked photos' previews, revoked when the photos change or the form goes. */
import { useEffect, useState } from 'react';

export function usePhotoPreviews(photos: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photo));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return urls;
}
