// `the-loop critic list --check`: checks every configured critic's CLI and prints the table or JSON; exit 1 on a problem.
import { checkCritics, checksPass, type CheckOptions } from '../critics/harness/cli-check/cli-check.js'
import { checkReportJson, renderCheckReport } from '../critics/harness/cli-check/cli-check-render.js'
import { CONFIG_PATH } from '../critics/harness/config-model.js'
import type { Critic } from '../critics/harness/critic-model.js'
import type { CliIo } from './command-table.js'

export interface CheckListRequest extends CheckOptions {
  format: 'table' | 'json'
}

/** Exit 0 when every enabled critic passes, 1 otherwise. */
export async function checkList(critics: Critic[], request: CheckListRequest, io: CliIo): Promise<number> {
  const { format, ...options } = request
  const checks = await checkCritics(critics, options)
  if (format === 'json') io.out(checkReportJson(checks))
  else if (checks.length === 0)
    io.out(`No critics configured: add entries under reviews.critics in ${CONFIG_PATH}.`)
  else io.out(renderCheckReport(checks))
  return checksPass(checks) ? 0 : 1
}
