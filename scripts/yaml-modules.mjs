/**
 * YAML content files as ES modules (`import data from './x.yaml'`, its parsed value as the default
 * export), for the code outside Astro's content layer that reads them: the API reads the venues and
 * the operator from the same files the pages are built from. One transform, four hosts: Vite (Astro
 * and Vitest), esbuild (the Edge Function bundle) and Node's module hooks (tsx scripts, registered
 * by scripts/yaml-register.mjs). js-yaml, as Astro's content layer parses YAML.
 */
import { readFile } from 'node:fs/promises';
import yaml from 'js-yaml';

const yamlFile = /\.ya?ml$/;

/** @param {string} text @param {string} file */
export function yamlModule(text, file) {
  return `export default ${JSON.stringify(yaml.load(text, { filename: file }))};\n`;
}

/** @returns {import('vite').Plugin} */
export function viteYaml() {
  return {
    name: 'yaml-modules',
    enforce: 'pre',
    // Only plain imports: ids with a query belong to Astro's content layer.
    transform: (code, id) => (yamlFile.test(id) ? { code: yamlModule(code, id), map: null } : undefined),
  };
}

/** @type {import('esbuild').Plugin} */
export const esbuildYaml = {
  name: 'yaml-modules',
  setup(build) {
    build.onLoad({ filter: yamlFile }, async (args) => ({
      contents: yamlModule(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};

/** @param {string} url */
export const isYamlUrl = (url) => url.startsWith('file:') && yamlFile.test(new URL(url).pathname);
