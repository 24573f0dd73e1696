// `npm run demo`: a whole review played offline through the main action (action.yml, step by step as a runner
// runs it: prepare, critics, publish) against the loopback GitHub, with the sample critics. Prints the thread as a reviewer sees it; exits 1 if a step misbehaved.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLoopbackGitHub } from '../__tests__/support/loopback/server.js'
import { seedWorld } from '../__tests__/support/loopback/seed.js'
import { FIRST_COMMIT_DATE } from '../__tests__/support/loopback/pull-commits.js'
import { LoopWorld } from '../__tests__/support/loopback/world.js'
import { runTool, TOOLS, TOOL_ENV } from '../src/critics/isolation/tools.js'
import { playStep } from './demo/play.js'
import { bold, branchLog, describeState, dim, green, listBranchFolder, red } from './demo/print.js'
import { AUTHOR, demoSeed, OWNER, REPO, REVIEWER } from './demo/scene.js'
import { STEPS } from './demo/steps.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const STATE_BRANCH = 'the-loop/state'
const out = (line = '') => process.stdout.write(`${line}\n`)

/** Whether this user has passwordless sudo (what steps/critics.sh elevates the critics step with). */
async function sudoWorks(): Promise<boolean> {
  return (await runTool([TOOLS.sudo, '-n', '--', '/usr/bin/true'], TOOL_ENV, 10_000)).code === 0
}

/** The action folder to run: THE_LOOP_DEMO_ACTION (tests pass a fresh one), else this repository, built when missing. */
function actionFolder(): string {
  const override = process.env.THE_LOOP_DEMO_ACTION
  if (override) return resolve(override)
  const missing = ['main', 'critics-step'].filter((e) => !existsSync(join(root, 'dist', e, 'index.js')))
  if (missing.length > 0) {
    out(dim(`dist/ lacks ${missing.join(', ')}: building (node scripts/build.mjs ${missing.join(' ')}) ...`))
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), ...missing], {
      cwd: root,
      stdio: 'inherit'
    })
  }
  return root
}

async function main(): Promise<number> {
  const actionDir = actionFolder()
  // Commits are dated at a fixed time and the action's clock stands at each event's time (play.ts): the same
  // shas, times and durations print on every run and machine, so the docs quote them (__tests__/docs/).
  const gh = await startLoopbackGitHub({ world: new LoopWorld({ fixedCommitDate: FIRST_COMMIT_DATE }) })
  try {
    seedWorld(gh.world, demoSeed(root))
    const repo = gh.world.repo(OWNER, REPO)!
    const pull = repo.issues.get(1)!
    out(bold(`the-loop demo: ${OWNER}/${REPO}#${pull.number} "${pull.title}" by @${AUTHOR}`))
    out(
      dim(
        `loopback GitHub on 127.0.0.1, its clock and the action's fixed; authorized-users: ${REVIEWER}; critics from examples/harness-config.yaml`
      )
    )
    out(
      dim(
        `changed files: ${pull.pull!.files.map((f) => `${f.filename} (+${f.additions}/-${f.deletions})`).join(', ')}`
      )
    )
    // The action's default runs each critic as an OS user of its own; a developer's machine without root or
    // passwordless sudo cannot, so the demo says so and runs them as this user (critic-isolation: none).
    const uid = process.getuid?.() ?? -1
    const how = uid === 0 ? 'as root' : (await sudoWorks()) ? 'through sudo' : undefined
    const isolation = how ? ('user' as const) : ('none' as const)
    out(
      dim(
        how
          ? `critic-isolation: user (each critic an OS user of its own, ${how})`
          : 'critic-isolation: none (this machine has neither root nor passwordless sudo, so critics run as you)'
      )
    )
    out(
      dim(
        'inline-findings: verified (a problem one critic alone raised is put to the other critic before it goes on the diff)'
      )
    )
    const stage = { gh, repo, pull, actionDir, workspace: root, isolation }
    const runs: string[] = []
    const failures: string[] = []
    for (const [i, step] of STEPS.entries()) {
      out()
      out(bold(`── ${i + 1}. ${step.title}`))
      const played = await playStep(stage, step, 100 + i)
      for (const line of played.lines) out(line)
      const who = `${step.event} by @${step.author}`
      runs.push(
        `${String(i + 1).padStart(2)}. ${who.padEnd(40)} → ${played.node.padEnd(12)} ${String(played.requests).padStart(3)} API requests`
      )
      failures.push(...played.problems.map((p) => `step ${i + 1} (${step.title}): ${p}`))
    }
    out()
    out(bold('Labels on the pull request'))
    out(`  ${pull.labels.join(', ') || '(none)'}`)
    out()
    out(bold('Runs (event → node, API requests)'))
    for (const line of runs) out(`  ${line}`)
    out()
    out(bold(`Where the state lives: branch ${STATE_BRANCH}`))
    const files = listBranchFolder(repo, STATE_BRANCH, `items/${OWNER}/${REPO}/${pull.number}`)
    if (files.length === 0)
      failures.push(`nothing was stored under items/${OWNER}/${REPO}/${pull.number} on ${STATE_BRANCH}`)
    for (const f of files) out(`  ${f}`)
    const folder = `items/${OWNER}/${REPO}/${pull.number}`
    for (const fact of describeState(gh.world.readFile(OWNER, REPO, STATE_BRANCH, `${folder}/item.json`)))
      out(`    ${fact}`)
    const log = branchLog(repo, STATE_BRANCH)
    out(
      dim(`  ${log.length} commits (compare-and-swap writes, never forced); newest: "${log[0] ?? '(none)'}"`)
    )
    // Guest posture: the review pushes nothing but its state branch.
    const codeCommits = branchLog(repo, repo.defaultBranch).length
    if (codeCommits === 1) out(dim(`  ${repo.defaultBranch} was not touched: 1 commit, as seeded`))
    else failures.push(`the review pushed to ${repo.defaultBranch}: ${codeCommits} commits, 1 seeded`)
    out()
    if (failures.length) {
      out(red(`demo FAILED: ${failures.length} expectation(s) did not hold`))
      for (const f of failures) out(red(`  - ${f}`))
      out(
        dim(
          'hint: dist/main/index.js is built from src/ by `node scripts/build.mjs main`; rebuild it after a change'
        )
      )
      return 1
    }
    out(green(`demo OK: ${STEPS.length} events, no network, no API key`))
    return 0
  } finally {
    await gh.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `demo crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
    )
    process.exit(2)
  }
)
