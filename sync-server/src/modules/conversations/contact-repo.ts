/** SQL of contact interactions; the only place that knows the contact_interactions table's columns. */
import type { Knex } from 'knex';
import type { ContactMethod, InteractionType } from '@shared/api.ts';

export interface NewInteraction {
  id: string;
  itemId: string;
  ownerId: string;
  contacterId: string | null;
  interactionType: InteractionType;
  contactMethod: ContactMethod;
  message: string | null;
}

export async function insertInteraction(trx: Knex.Transaction, interaction: NewInteraction): Promise<void> {
  await trx('contact_interactions').insert({
    id: interaction.id,
    item_id: interaction.itemId,
    owner_id: interaction.ownerId,
    contacter_id: interaction.contacterId,
    interaction_type: interaction.interactionType,
    contact_method: interaction.contactMethod,
    message: interaction.message,
  });
}
