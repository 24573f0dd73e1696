// The harness config read from a directory, as a test's temporary repository holds it.
import { loadHarnessConfigText } from '../../src/critics/harness/config.js'
import {
  emptyHarnessConfig,
  findHarnessConfigSource,
  type HarnessConfig
} from '../../src/critics/harness/config-model.js'

/**
 * Reads the harness config under `root`: the given relative path, or the default name with the
 * pre-rename fallback. No file means no critics; a broken file is an error, never "no critics".
 */
export async function loadHarnessConfigFile(root: string, configPath?: string): Promise<HarnessConfig> {
  const found = findHarnessConfigSource(root, configPath)
  return found ? loadHarnessConfigText(found.text, found.path) : emptyHarnessConfig()
}
