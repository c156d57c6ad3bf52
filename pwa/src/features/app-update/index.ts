/** The app-update feature's public face: main.tsx imports only from here. */
export { stampBuildId } from './build-id.ts';
export { registerServiceWorker } from './register-service-worker.ts';
