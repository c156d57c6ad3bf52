/** The documents feature's public face: other features and routes import only from here. */
export { DocumentVerificationSection } from './document-verification-section.tsx';
