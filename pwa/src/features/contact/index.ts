/** The contact feature's public face: the contact page (/contact/{id}). */
export { ContactPage, type ContactPageProps } from './contact-page.tsx';
