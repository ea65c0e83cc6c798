/**
 * The door capability shows no other capability anything: it stands above the box office, whose
 * tickets it admits and sells. Its routes are in api.ts.
 */
export {};
