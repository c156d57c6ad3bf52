/** हिन्दी: the "Install app" action (messages/install.ts). */
import type { InstallMessages } from '../install.ts';

const hindi: InstallMessages = {
  installApp: 'ऐप इंस्टॉल करें',
};

export default hindi;
