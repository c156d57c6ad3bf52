/**
 * A deployment may name its build at build time (`VITE_BUILD_ID=<commit> vite build`); the page then
 * carries it as <html data-build>, so support, and the end-to-end test of the update prompt, can tell
 * which version a device runs. Unset, nothing is added.
 */
declare global {
  interface ImportMetaEnv {
    readonly VITE_BUILD_ID?: string;
  }
}

export function stampBuildId(): void {
  const id = import.meta.env.VITE_BUILD_ID;
  if (id) document.documentElement.dataset.build = id;
}
