/** The documents module: identity documents, their owners' calls, the administrators' review, and their photos' care. */
export { adminDocumentRoutes } from './admin-document-routes.ts';
export { documentRoutes } from './document-routes.ts';
export { sweepDocumentPhotos } from './document-sweep.ts';
export { sealPlainDocumentPhotos } from './seal-plain-photos.ts';
