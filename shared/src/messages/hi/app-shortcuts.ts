/** हिन्दी: the Hindi manifest's shortcuts (messages/app-shortcuts.ts). */
import type { AppShortcutMessages } from '../app-shortcuts.ts';

const hindi: AppShortcutMessages = {
  search: { name: 'खोजें', description: 'अपने आस-पास किराए की चीज़ें खोजें' },
  listItem: { name: 'लिस्टिंग डालें', description: 'अपना सामान किराए पर दें' },
};

export default hindi;
