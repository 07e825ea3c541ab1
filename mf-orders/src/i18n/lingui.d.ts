/** A catalogue compiled at build time (federation/lingui-catalogs.ts): `import en from './locales/en.json?lingui'`. */
declare module '*.json?lingui' {
  // The kit's type of compiled messages (this workspace does not depend on Lingui itself).
  const messages: Parameters<typeof import('@scriptorium/shared-kit/core').defineCatalog>[1];
  export default messages;
}
