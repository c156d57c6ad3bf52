/**
 * The plans' names and features in the page's language: the server lists them as the database holds
 * them (English), and the copy (premiumMessages.planText) has their words; one it does not know is
 * shown as the server wrote it.
 */
import { premiumMessages } from '@shared/messages/premium.ts';

const known: Readonly<Record<string, string>> = premiumMessages.planText;
const tiers: Readonly<Record<string, string>> = premiumMessages.tierNames;

export const planText = (text: string): string => (Object.hasOwn(known, text) ? (known[text] ?? text) : text);

/** A tier's name ("monthly"), for when its plan is not known yet. */
export const tierName = (tier: string): string => (Object.hasOwn(tiers, tier) ? (tiers[tier] ?? tier) : tier);
