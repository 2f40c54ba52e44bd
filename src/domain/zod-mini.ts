/**
 * Zod's tree-shakable form, for the schemas a guest's browser loads (the booking form): the same
 * parser core as `./zod`, but a bundle keeps only the checks a schema uses (about 6 KB gzipped
 * instead of all of Zod, about 25 KB). Its objects never compile code, so the CSP's ban on eval
 * needs no setting here. Mini leaves out Zod's English default messages: give every check its
 * German message.
 */
export * as z from 'zod/mini';
