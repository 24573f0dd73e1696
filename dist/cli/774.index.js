export const id = 774;
export const ids = [774];
export const modules = {

/***/ 7774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  criticCommand: () => (/* binding */ criticCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/critic/config.ts + 1 modules
var critic_config = __webpack_require__(3926);
// EXTERNAL MODULE: ./src/critic/model.ts
var model = __webpack_require__(4997);
;// CONCATENATED MODULE: ./src/critic/usage.ts
// Token and cost figures read from a critic's JSON output (Claude, Cursor, Codex JSONL, Gemini); never throws.
function emptyUsage() {
    return {
        inputTokens: 0,
        outputTokens: 0,
        cacheReadTokens: 0,
        cacheWriteTokens: 0,
        costUsd: 0,
        present: false
    };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Parses text as one JSON object, or undefined. */
function parseJsonObject(text) {
    try {
        const value = JSON.parse(text);
        return isObject(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** Every JSON object line of a JSONL stream (e.g. `codex exec --json`), in order. */
function parseJsonLines(text) {
    return text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('{'))
        .map(parseJsonObject)
        .filter((v) => v !== undefined);
}
/** First value among `keys` that is an integer (booleans rejected); otherwise 0. */
function firstInteger(block, keys) {
    for (const key of keys) {
        if (!(key in block))
            continue;
        const v = block[key];
        return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0;
    }
    return 0;
}
const KEYS = {
    input: ['input_tokens', 'inputTokens', 'prompt_tokens', 'promptTokens'],
    output: ['output_tokens', 'outputTokens', 'completion_tokens', 'completionTokens'],
    cacheRead: [
        'cache_read_input_tokens',
        'cacheReadInputTokens',
        'cache_read_tokens',
        'cacheReadTokens',
        'cached_input_tokens'
    ],
    cacheWrite: [
        'cache_creation_input_tokens',
        'cacheCreationInputTokens',
        'cache_creation_tokens',
        'cacheWriteTokens'
    ],
    cost: ['total_cost_usd', 'totalCostUsd', 'cost_usd', 'costUsd']
};
/** Usage from one parsed object: a `usage`/`token_usage`/`tokenUsage` block and a top-level cost. */
function usageFromObject(data) {
    const usage = emptyUsage();
    const block = [data.usage, data.token_usage, data.tokenUsage].find(isObject);
    if (block) {
        usage.inputTokens = firstInteger(block, KEYS.input);
        usage.outputTokens = firstInteger(block, KEYS.output);
        usage.cacheReadTokens = firstInteger(block, KEYS.cacheRead);
        usage.cacheWriteTokens = firstInteger(block, KEYS.cacheWrite);
        usage.present = Object.keys(block).length > 0;
    }
    else {
        Object.assign(usage, geminiUsage(data));
    }
    for (const key of KEYS.cost) {
        const v = data[key];
        if (typeof v === 'number' && Number.isFinite(v)) {
            usage.costUsd = v;
            usage.present = true;
            break;
        }
    }
    return usage;
}
/** Gemini CLI's JSON: `stats.models.<name>.tokens.{prompt, candidates, cached}`, summed over models. */
function geminiUsage(data) {
    const models = isObject(data.stats) && isObject(data.stats.models) ? Object.values(data.stats.models) : [];
    const tokens = models
        .map((m) => (isObject(m) && isObject(m.tokens) ? m.tokens : undefined))
        .filter(isObject);
    if (tokens.length === 0)
        return {};
    const sum = (key) => tokens.reduce((n, t) => n + firstInteger(t, [key]), 0);
    return {
        inputTokens: sum('prompt'),
        outputTokens: sum('candidates'),
        cacheReadTokens: sum('cached'),
        present: true
    };
}
/** Usage from a critic's stdout: one JSON object, or the last usage-bearing line of a JSONL stream. */
function usageFromOutput(stdout) {
    try {
        const whole = parseJsonObject(stdout.trim());
        if (whole)
            return usageFromObject(whole);
        const withUsage = parseJsonLines(stdout)
            .map(usageFromObject)
            .filter((u) => u.present);
        return withUsage[withUsage.length - 1] ?? emptyUsage();
    }
    catch {
        return emptyUsage();
    }
}

;// CONCATENATED MODULE: ./src/critic/envelope.ts


/** The starting envelope of a round: not ok, no exit code yet. */
function envelope_newEnvelope(critic) {
    return {
        critic: critic.name,
        harness: critic.harness,
        model: critic.model,
        attribution: (0,model/* attributionOf */.bE)(critic),
        ok: false,
        exitCode: -1,
        durationSeconds: 0,
        output: '',
        error: '',
        usage: emptyUsage()
    };
}
const TEXT_KEYS = ['result', 'response', 'text', 'output', 'content', 'message'];
function textOf(data) {
    for (const key of TEXT_KEYS) {
        const v = data[key];
        if (typeof v === 'string' && v !== '')
            return v;
    }
    return undefined;
}
/** The last `agent_message` of a `codex exec --json` event stream. */
function codexMessage(stdout) {
    const messages = parseJsonLines(stdout)
        .map((e) => e.item)
        .filter((i) => typeof i === 'object' && i !== null)
        .filter((i) => i.type === 'agent_message' && typeof i.text === 'string' && i.text !== '');
    return messages.length ? messages[messages.length - 1].text : undefined;
}
/** The reviewer's text: stdout as is (text), or the first text field of the JSON; raw stdout when none. */
function extractOutput(stdout, format) {
    if (format === 'text')
        return stdout;
    const data = parseJsonObject(stdout.trim());
    return (data && textOf(data)) ?? codexMessage(stdout) ?? stdout;
}
/** Seconds rounded to three decimals, as the envelope reports them. */
function roundSeconds(ms) {
    return Math.round(ms) / 1000;
}
/** Serialises an envelope with exactly the reference's keys, in the reference's order. */
function envelopeJson(envelope, pretty = true) {
    const { inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens, costUsd, present } = envelope.usage;
    const ordered = {
        critic: envelope.critic,
        harness: envelope.harness,
        model: envelope.model,
        attribution: envelope.attribution,
        ok: envelope.ok,
        exitCode: envelope.exitCode,
        durationSeconds: envelope.durationSeconds,
        output: envelope.output,
        error: envelope.error,
        usage: { inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens, costUsd, present }
    };
    return JSON.stringify(ordered, null, pretty ? 2 : undefined);
}

;// CONCATENATED MODULE: ./src/critic/listing.ts
function toCriticRow(critic, binary, available) {
    return {
        name: critic.name,
        harness: critic.harness,
        model: critic.model,
        binary,
        available,
        enabled: critic.enabled,
        error: critic.error ?? ''
    };
}
const HEADERS = ['Critic', 'Harness', 'Model', 'Executable', 'Available', 'Enabled'];
/** The aligned table: two-space gaps, a dashed rule, `—` for empty cells, and `! error` lines. */
function renderCriticTable(rows) {
    const dash = (s) => s || '—';
    const yesNo = (b) => (b ? 'yes' : 'no');
    const cells = rows.map((r) => [
        r.name,
        dash(r.harness),
        dash(r.model),
        dash(r.binary),
        yesNo(r.available),
        yesNo(r.enabled)
    ]);
    const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const line = (c) => c
        .map((x, i) => x.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    const out = [line(HEADERS), line(widths.map((w) => '-'.repeat(w)))];
    rows.forEach((row, i) => {
        out.push(line(cells[i]));
        if (row.error)
            out.push(`${' '.repeat(9)}! ${row.error}`);
    });
    return out.join('\n');
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/critic/process.ts
// Spawns one argv (never a shell), feeds or closes stdin, captures capped output, kills the process group on timeout.



const OUTPUT_CAP_BYTES = 4 * 1024 * 1024;
const KILL_GRACE_MS = 2000;
/** Node timers overflow past this (about 24.8 days) and would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Keeps the first `cap` bytes of a stream and counts the rest, so a flood cannot exhaust memory. */
class CappedBuffer {
    cap;
    chunks = [];
    kept = 0;
    dropped = 0;
    constructor(cap) {
        this.cap = cap;
    }
    push(chunk) {
        const room = this.cap - this.kept;
        if (room <= 0) {
            this.dropped += chunk.length;
            return;
        }
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        this.chunks.push(part);
        this.kept += part.length;
        this.dropped += chunk.length - part.length;
    }
    text() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}
/** Finds an executable the way a shell would (PATH search, or a path as given); no shell involved. */
function findExecutable(binary, env, cwd) {
    const isRunnable = (path) => {
        try {
            if (!(0,external_node_fs_.statSync)(path).isFile())
                return false;
            (0,external_node_fs_.accessSync)(path, process.platform === 'win32' ? external_node_fs_.constants.F_OK : external_node_fs_.constants.X_OK);
            return true;
        }
        catch {
            return false;
        }
    };
    if (binary === '')
        return undefined;
    if (binary.includes('/') || binary.includes('\\')) {
        const path = (0,external_node_path_.isAbsolute)(binary) ? binary : (0,external_node_path_.join)(cwd, binary);
        return isRunnable(path) ? path : undefined;
    }
    const dirs = (env.PATH ?? env.Path ?? '').split(external_node_path_.delimiter).filter(Boolean);
    const exts = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').concat(['']) : [''];
    for (const dir of dirs) {
        for (const ext of exts) {
            const path = (0,external_node_path_.join)(dir, binary + ext);
            if (isRunnable(path))
                return path;
        }
    }
    return undefined;
}
/** Sends a signal to the child's whole process group (it leads one: spawned detached). */
function signalGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(process.platform === 'win32' ? pid : -pid, signal);
    }
    catch {
        // already gone
    }
}
/** Critic process groups still running; ended if the runner itself exits first (they lead their own group). */
const liveGroups = new Set();
let exitHookInstalled = false;
function trackGroup(pid) {
    if (pid === undefined)
        return;
    liveGroups.add(pid);
    if (exitHookInstalled)
        return;
    exitHookInstalled = true;
    process.once('exit', () => {
        for (const group of liveGroups)
            signalGroup(group, 'SIGKILL');
    });
}
/** Runs argv to completion or timeout. Never throws for a failing child; the outcome says what happened. */
function spawnCaptured(request) {
    const [file, ...args] = request.argv;
    const out = new CappedBuffer(request.capBytes ?? OUTPUT_CAP_BYTES);
    const err = new CappedBuffer(request.capBytes ?? OUTPUT_CAP_BYTES);
    return new Promise((resolve) => {
        let timedOut = false;
        let settled = false;
        const options = {
            cwd: request.cwd,
            env: request.env,
            shell: false,
            detached: process.platform !== 'win32',
            windowsHide: true
        };
        const child = request.stdin === undefined
            ? (0,external_node_child_process_.spawn)(file ?? '', args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
            : (0,external_node_child_process_.spawn)(file ?? '', args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
        const pid = child.pid;
        trackGroup(pid);
        child.stdout.on('data', (c) => out.push(c));
        child.stderr.on('data', (c) => err.push(c));
        if (child.stdin) {
            // A child may exit without reading all of its input: the write then fails with EPIPE (or the
            // stream is already destroyed). That is the child's outcome to report by its exit, never an
            // unhandled 'error' that would end the runner and every other critic of the round.
            child.stdin.on('error', () => undefined);
            child.stdin.end(request.stdin);
        }
        let killTimer;
        const timer = setTimeout(() => {
            timedOut = true;
            signalGroup(pid, 'SIGTERM');
            killTimer = setTimeout(() => signalGroup(pid, 'SIGKILL'), request.graceMs ?? KILL_GRACE_MS);
        }, Math.min(request.timeoutMs, MAX_TIMER_MS));
        const finish = (code, signal, spawnError) => {
            if (settled)
                return;
            settled = true;
            if (pid !== undefined)
                liveGroups.delete(pid);
            clearTimeout(timer);
            if (killTimer)
                clearTimeout(killTimer);
            resolve({
                code,
                signal,
                stdout: out.text(),
                stderr: err.text(),
                timedOut,
                droppedBytes: { stdout: out.dropped, stderr: err.dropped },
                spawnError
            });
        };
        child.on('error', (e) => finish(null, null, e.message));
        child.on('exit', (code, signal) => {
            // A round leaves nothing behind: descendants that still hold the pipes open are ended,
            // otherwise 'close' would wait for a grandchild that never exits.
            signalGroup(pid, 'SIGKILL');
            child.on('close', () => finish(code, signal));
            // A descendant that left the group (setsid) may still hold a pipe: stop waiting for it.
            setTimeout(() => {
                child.stdin?.destroy();
                child.stdout.destroy();
                child.stderr.destroy();
                finish(code, signal);
            }, request.graceMs ?? KILL_GRACE_MS).unref();
        });
    });
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/critic/prompt-file.ts
// A scratch prompt file that lives for one round, so `{promptFile}` always resolves and argv stays short.



const PROMPT_FILE_NAME = 'critic-prompt.md';
/** Whether any of these critics names `{promptFile}` in its args (built-in adapters read stdin instead). */
function needsPromptFile(critics) {
    return critics.some((c) => c.args.some((a) => a.includes('{promptFile}')));
}
/**
 * Writes `prompt` to a fresh private temp dir, runs `use(path)`, and removes the dir afterwards. When no
 * critic reads the file (`needed` false) none is made and `use` gets "": a temp dir costs milliseconds.
 */
async function withPromptFile(prompt, use, needed = true) {
    if (!needed)
        return use('');
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'the-loop-critic-'));
    try {
        const path = (0,external_node_path_.join)(dir, PROMPT_FILE_NAME);
        await (0,promises_.writeFile)(path, prompt, { encoding: 'utf8', mode: 0o600 });
        return await use(path);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./src/critic/resolve.ts
var resolve = __webpack_require__(7224);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/critic/env.ts
var critic_env = __webpack_require__(1923);
;// CONCATENATED MODULE: ./src/critic/private-dir.ts
// A private directory for one critic run's own files (an adapter's policy, its settings), removed afterwards.



/** Runs `use(dir)` with a fresh directory only this user can enter (mkdtemp makes it 0700), then removes it. */
async function withPrivateDir(use) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'the-loop-run-'));
    try {
        return await use(dir);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** Writes each file (absolute path -> text) readable by this user only; `wx` refuses to follow a planted file. */
async function writePrivateFiles(files) {
    for (const [path, text] of Object.entries(files)) {
        await (0,promises_.writeFile)(path, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    }
}

;// CONCATENATED MODULE: ./src/critic/run.ts
// runCritic: one critic, one subprocess, one envelope; runRound runs several critics concurrently.







function capNote(outcome) {
    const { stdout, stderr } = outcome.droppedBytes;
    const parts = [stdout ? `stdout: ${stdout} bytes` : '', stderr ? `stderr: ${stderr} bytes` : ''].filter(Boolean);
    return parts.length ? `\n[the-loop: output cut at the capture limit; dropped ${parts.join(', ')}]` : '';
}
/**
 * Runs one critic round. Configuration faults throw (nothing is spawned); every failure of the
 * critic itself (a prompt too large for its argv, missing binary, non-zero exit, timeout) comes back
 * as an envelope with ok:false.
 */
async function runCritic(critic, values, options) {
    const planned = (0,resolve/* resolveInvocation */.t0)(critic, values);
    const envelope = envelope_newEnvelope(critic);
    if (planned.refusal !== undefined) {
        envelope.error = planned.refusal;
        return envelope;
    }
    const binary = planned.argv[0];
    if (!findExecutable(binary, (0,critic_env/* buildCriticEnv */.YU)(options.baseEnv ?? process.env, critic.env), options.cwd)) {
        envelope.error = `critic CLI '${binary}' not found on PATH; install it or fix 'command'/'harness' of critic '${critic.name}'`;
        return envelope;
    }
    if (Object.keys(planned.files).length === 0)
        return execute(critic, planned, options, envelope);
    // The adapter's files (a deny policy, a settings layer) live in a directory of this run only.
    return withPrivateDir(async (dir) => {
        const invocation = (0,resolve/* resolveInvocation */.t0)(critic, values, dir);
        await writePrivateFiles(invocation.files);
        return execute(critic, invocation, options, envelope);
    });
}
async function execute(critic, invocation, options, envelope) {
    const binary = invocation.argv[0];
    const env = (0,critic_env/* buildCriticEnv */.YU)(options.baseEnv ?? process.env, { ...critic.env, ...invocation.env });
    const limit = options.timeoutSeconds ?? critic.timeoutSeconds;
    const started = external_node_perf_hooks_.performance.now();
    const outcome = await spawnCaptured({
        argv: invocation.argv,
        stdin: invocation.stdin,
        cwd: options.cwd,
        env,
        timeoutMs: limit * 1000,
        graceMs: options.graceMs,
        capBytes: options.capBytes
    });
    envelope.durationSeconds = roundSeconds(external_node_perf_hooks_.performance.now() - started);
    const note = capNote(outcome);
    if (outcome.spawnError !== undefined) {
        envelope.error = `could not run ${binary}: ${outcome.spawnError}`;
        return envelope;
    }
    envelope.usage = usageFromOutput(outcome.stdout);
    if (outcome.timedOut) {
        envelope.output = extractOutput(outcome.stdout, critic.outputFormat) + note;
        envelope.error = `${binary} timed out after ${limit}s`;
        return envelope;
    }
    envelope.exitCode = outcome.code ?? -1;
    envelope.output = extractOutput(outcome.stdout, critic.outputFormat) + note;
    if (outcome.code === 0) {
        envelope.ok = true;
        return envelope;
    }
    const detail = outcome.stderr.trim() || outcome.stdout.trim() || (outcome.signal ? `killed by ${outcome.signal}` : '');
    envelope.error = `${binary} exited ${outcome.code ?? outcome.signal ?? '?'}: ${detail}`;
    return envelope;
}
/**
 * Runs several critics at once. A critic that is misconfigured still yields an envelope (ok:false,
 * its config error) so one bad entry never hides the others' results; it spawns nothing.
 */
async function runRound(calls) {
    return Promise.all(calls.map(async ({ critic, values, options }) => {
        try {
            return await runCritic(critic, values, options);
        }
        catch (error) {
            return { ...newEnvelope(critic), error: error.message };
        }
    }));
}

// EXTERNAL MODULE: ./src/cli/flags.ts
var cli_flags = __webpack_require__(5377);
;// CONCATENATED MODULE: ./src/cli/critic-command.ts
// `the-loop critic list|run`: one configured critic -> one subprocess -> one JSON envelope on stdout.











const RUN_FLAGS = [
    'prompt',
    'prompt-file',
    'root',
    'cwd',
    'work-item',
    'spec-dir',
    'timeout',
    'output-file'
];
const USAGE = `usage: the-loop critic list [--root DIR] [--format table|json]
       the-loop critic run NAME (--prompt TEXT | --prompt-file PATH) [--root DIR] [--cwd DIR]
                           [--work-item ID] [--spec-dir PATH] [--timeout S] [--output-file PATH]`;
/** Misconfiguration: exit 2, nothing spawned, no envelope. */
class Misconfigured extends Error {
}
async function listCritics(args, io) {
    const { positionals, flags } = (0,cli_flags/* parseFlags */.b)(args, ['root', 'format']);
    if (positionals.length)
        throw new Misconfigured(`critic list takes no arguments (got '${positionals[0]}')`);
    const format = flags.format ?? 'table';
    if (format !== 'table' && format !== 'json')
        throw new Misconfigured(`--format must be table or json, not '${format}'`);
    const root = (0,external_node_path_.resolve)(flags.root ?? '.');
    const config = await (0,critic_config/* loadHarnessConfigFile */.TI)(root);
    const rows = config.critics.map((c) => {
        const binary = c.error ? '' : (0,resolve/* binaryOf */.np)(c);
        return toCriticRow(c, binary, binary !== '' && findExecutable(binary, process.env, root) !== undefined);
    });
    if (format === 'json')
        io.out(JSON.stringify(rows, null, 2));
    else if (rows.length === 0)
        io.out(`No critics configured: add entries under reviews.critics in ${critic_config/* CONFIG_PATH */.tF}.`);
    else
        io.out(renderCriticTable(rows));
    return 0;
}
function parseTimeout(text) {
    if (text === undefined)
        return undefined;
    const n = Number(text);
    if (!text.trim() || !Number.isFinite(n) || n <= 0)
        throw new Misconfigured(`--timeout must be a positive number of seconds, not '${text}'`);
    return n;
}
async function readPrompt(flags) {
    const inline = flags.prompt;
    const file = flags['prompt-file'];
    if ((inline === undefined) === (file === undefined))
        throw new Misconfigured('give exactly one of --prompt or --prompt-file');
    if (inline !== undefined)
        return { prompt: inline };
    const path = (0,external_node_path_.resolve)(file);
    try {
        return { prompt: await (0,promises_.readFile)(path, 'utf8'), file: path };
    }
    catch (error) {
        throw new Misconfigured(`--prompt-file ${file}: cannot read: ${error.message}`);
    }
}
function roundValues(critic, config, root, flags) {
    const workItem = flags['work-item'] ?? '';
    const specDir = flags['spec-dir'] ?? (workItem ? (0,external_node_path_.join)(root, config.specDir, workItem) : '');
    const chosen = flags.cwd ?? critic.cwd;
    const cwd = chosen ? ((0,external_node_path_.isAbsolute)(chosen) ? chosen : (0,external_node_path_.resolve)(flags.cwd ? '.' : root, chosen)) : root;
    return { workItem, specDir, cwd, model: critic.model };
}
async function runOne(args, io) {
    const { positionals, flags } = (0,cli_flags/* parseFlags */.b)(args, RUN_FLAGS);
    if (positionals.length !== 1)
        throw new Misconfigured('critic run needs exactly one critic NAME (there is no run-all)');
    const root = (0,external_node_path_.resolve)(flags.root ?? '.');
    const config = await (0,critic_config/* loadHarnessConfigFile */.TI)(root);
    const critic = (0,critic_config/* findCritic */.q9)(config, positionals[0]);
    const timeoutSeconds = parseTimeout(flags.timeout);
    const { prompt, file } = await readPrompt(flags);
    const base = roundValues(critic, config, root, flags);
    const execute = async (promptFile) => {
        const values = { ...base, prompt, promptFile };
        (0,resolve/* resolveInvocation */.t0)(critic, values); // config faults surface here, before anything is spawned
        io.err(`critic ${critic.name}: running in ${base.cwd}`);
        const envelope = await runCritic(critic, values, { cwd: base.cwd, timeoutSeconds });
        const json = envelopeJson(envelope);
        io.out(json);
        if (flags['output-file'])
            await writeOutputFile((0,external_node_path_.resolve)(flags['output-file']), json, io);
        return envelope.ok ? 0 : 1;
    };
    return file ? execute(file) : withPromptFile(prompt, execute, needsPromptFile([critic]));
}
async function writeOutputFile(path, json, io) {
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.writeFile)(path, `${json}\n`, 'utf8');
    }
    catch (error) {
        io.err(`warning: could not write --output-file ${path}: ${error.message}`);
    }
}
/** The `critic` command group. Exit codes: 0 ran ok, 1 round failed (envelope printed), 2 misconfigured. */
const criticCommand = async (args, io) => {
    const [sub, ...rest] = args;
    try {
        if (sub === 'list')
            return await listCritics(rest, io);
        if (sub === 'run')
            return await runOne(rest, io);
        io.err(sub ? `the-loop critic: unknown subcommand '${sub}'\n${USAGE}` : USAGE);
        return 2;
    }
    catch (error) {
        // Every error that reaches here was raised before a spawn (runCritic reports run failures in
        // its envelope), so it is a misconfiguration.
        if (error instanceof model/* CriticConfigError */.ni || error instanceof Misconfigured || error instanceof Error) {
            io.err(`the-loop critic: ${error.message}`);
            return 2;
        }
        throw error;
    }
};


/***/ })

};
