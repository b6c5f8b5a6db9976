// The CLI's loader for ES modules (build-cli.mjs, cli-cache-child.mjs, the bench): see cli-script.cjs.
export { CLI_BUNDLE, CLI_CACHE, CLI_INPUTS, CLI_WRAPPER, loadCli, cliIsStale } from './cli-script.cjs';
