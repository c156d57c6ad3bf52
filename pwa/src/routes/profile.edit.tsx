/** /profile/edit (spec §2): edit the signed-in user's picture and profile. */
import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditPage } from '@pwa/features/profile/index.ts';

export const Route = createFileRoute('/profile/edit')({ component: ProfileEditPage });
