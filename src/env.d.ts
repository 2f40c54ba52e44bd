/** YAML content files imported as modules (scripts/yaml-modules.mjs); validate before use. */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
