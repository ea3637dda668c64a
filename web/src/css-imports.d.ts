/** Stylesheets imported for their side effect (Vite adds them to the page); the type checker only needs to know they exist. */
declare module '*.css';
