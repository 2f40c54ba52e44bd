/** `node --import ./scripts/yaml-register.mjs`: lets scripts import YAML content files (scripts/yaml-modules.mjs). */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isYamlUrl, yamlModule } from './yaml-modules.mjs';

registerHooks({
  load(url, context, nextLoad) {
    if (!isYamlUrl(url)) return nextLoad(url, context);
    const file = fileURLToPath(url);
    return { format: 'module', shortCircuit: true, source: yamlModule(readFileSync(file, 'utf8'), file) };
  },
});
