/**
 * Shows the update prompt in a small React root of its own, at the end of <body>: it concerns the
 * app's code, not a page, so it sits outside the router and toasts cannot replace it.
 */
import { createRoot, type Root } from 'react-dom/client';
import { UpdatePrompt } from './update-prompt.tsx';

let root: Root | undefined;
let shown = 0;

export function showUpdatePrompt(reload: () => void): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  // A newer version than the one offered (or dismissed) comes back as a fresh prompt.
  shown += 1;
  root.render(<UpdatePrompt key={shown} onReload={reload} />);
}
