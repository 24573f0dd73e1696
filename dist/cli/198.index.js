export const id = 198;
export const ids = [198];
export const modules = {

/***/ 3198:
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
// Spawns one argv (never a shell), captures capped output, and kills the whole process group on timeout.



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
        const child = (0,external_node_child_process_.spawn)(file ?? '', args, {
            cwd: request.cwd,
            env: request.env,
            shell: false,
            detached: process.platform !== 'win32',
            stdio: ['ignore', 'pipe', 'pipe'],
            windowsHide: true
        });
        const pid = child.pid;
        trackGroup(pid);
        child.stdout.on('data', (c) => out.push(c));
        child.stderr.on('data', (c) => err.push(c));
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
/** Writes `prompt` to a fresh private temp dir, runs `use(path)`, and removes the dir afterwards. */
async function withPromptFile(prompt, use) {
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
;// CONCATENATED MODULE: ./src/critic/run.ts
// runCritic: one critic, one subprocess, one envelope; runRound runs several critics concurrently.






function capNote(outcome) {
    const { stdout, stderr } = outcome.droppedBytes;
    const parts = [stdout ? `stdout: ${stdout} bytes` : '', stderr ? `stderr: ${stderr} bytes` : ''].filter(Boolean);
    return parts.length ? `\n[the-loop: output cut at the capture limit; dropped ${parts.join(', ')}]` : '';
}
/**
 * Runs one critic round. Configuration faults throw (nothing is spawned); every failure of the
 * critic itself (missing binary, non-zero exit, timeout) comes back as an envelope with ok:false.
 */
async function runCritic(critic, values, options) {
    const argv = (0,resolve/* resolveInvocation */.t0)(critic, values);
    const envelope = envelope_newEnvelope(critic);
    const binary = argv[0];
    const env = (0,critic_env/* buildCriticEnv */.YU)(options.baseEnv ?? process.env, critic.env);
    if (!findExecutable(binary, env, options.cwd)) {
        envelope.error = `critic CLI '${binary}' not found on PATH; install it or fix 'command'/'harness' of critic '${critic.name}'`;
        return envelope;
    }
    const limit = options.timeoutSeconds ?? critic.timeoutSeconds;
    const started = external_node_perf_hooks_.performance.now();
    const outcome = await spawnCaptured({
        argv,
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
    return file ? execute(file) : withPromptFile(prompt, execute);
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


/***/ }),

/***/ 5377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseFlags)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
// The CLI's one flag parser: `--name value`, `--name=value` and `--` through node:util parseArgs.

/**
 * Parses args against the allowed value flags; throws an Error naming the bad flag.
 * Every flag takes a value, and the value is the next argument even when it starts with a dash
 * (`--prompt -x`), as the hand-written parser did: that is parseArgs' non-strict mode, so the
 * checks strict mode would make (unknown, repeated or valueless flags) are made here on its tokens.
 * After `--` every argument is a positional.
 */
function parseFlags(args, allowed) {
    // Flag names were always case-insensitive: declare each spelling present so parseArgs gives it its value.
    const options = {};
    for (const name of allowed)
        options[name] = { type: 'string' };
    for (const arg of args) {
        const name = /^--([^=]+)/.exec(arg)?.[1];
        if (name && allowed.includes(name.toLowerCase()))
            options[name] = { type: 'string' };
    }
    const { tokens } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: false, allowPositionals: true, tokens: true });
    const positionals = [];
    const flags = {};
    for (const token of tokens) {
        if (token.kind === 'positional')
            positionals.push(token.value);
        if (token.kind !== 'option')
            continue;
        const name = token.name.toLowerCase();
        if (!allowed.includes(name)) {
            const known = allowed.length ? allowed.map((a) => `--${a}`).join(', ') : 'none';
            throw new Error(`unknown option '${token.rawName}' (known: ${known})`);
        }
        if (name in flags)
            throw new Error(`--${name} given twice`);
        if (token.value === undefined)
            throw new Error(`--${name} needs a value`);
        flags[name] = token.value;
    }
    return { positionals, flags };
}


/***/ }),

/***/ 2302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KU: () => (/* binding */ asPositionalText),
/* harmony export */   fA: () => (/* binding */ adapterFor),
/* harmony export */   ic: () => (/* binding */ builtinHarnessNames)
/* harmony export */ });
/* unused harmony export ADAPTERS */
// Built-in harness adapters: how to run each known agent CLI once, non-interactively, with JSON out.
/**
 * These CLIs read a leading-dash positional as an option, so a prompt such as
 * `--dangerously-skip-permissions` would become a flag. A leading space keeps it text.
 */
function asPositionalText(prompt) {
    return prompt.startsWith('-') ? ` ${prompt}` : prompt;
}
function withModel(argv, flag, model) {
    return model ? [...argv, flag, model] : argv;
}
const ADAPTERS = {
    claude: {
        binary: 'claude',
        oneshotArgv: (prompt, model) => withModel(['-p', asPositionalText(prompt), '--output-format', 'json'], '--model', model)
    },
    cursor: {
        binary: 'cursor-agent',
        oneshotArgv: (prompt, model) => withModel(['-p', asPositionalText(prompt), '--output-format', 'json'], '-m', model)
    },
    // `codex exec --json` prints JSONL events; the envelope reads the last agent message and turn usage.
    codex: {
        binary: 'codex',
        oneshotArgv: (prompt, model) => withModel(['exec', '--json', asPositionalText(prompt)], '-m', model)
    },
    gemini: {
        binary: 'gemini',
        oneshotArgv: (prompt, model) => withModel(['-p', asPositionalText(prompt), '--output-format', 'json'], '-m', model)
    }
};
function adapterFor(harness) {
    return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : undefined;
}
function builtinHarnessNames() {
    return Object.keys(ADAPTERS);
}


/***/ }),

/***/ 3926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tF: () => (/* binding */ CONFIG_PATH),
  B4: () => (/* binding */ LEGACY_CONFIG_PATH),
  q9: () => (/* binding */ findCritic),
  TI: () => (/* binding */ loadHarnessConfigFile),
  Ol: () => (/* binding */ loadHarnessConfigText)
});

// UNUSED EXPORTS: DEFAULT_SPEC_DIR, emptyHarnessConfig

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/critic/adapters.ts
var adapters = __webpack_require__(2302);
// EXTERNAL MODULE: ./src/critic/env.ts
var critic_env = __webpack_require__(1923);
// EXTERNAL MODULE: ./src/critic/model.ts
var model = __webpack_require__(4997);
// EXTERNAL MODULE: ./src/critic/resolve.ts
var resolve = __webpack_require__(7224);
;// CONCATENATED MODULE: ./src/critic/entry.ts
// Per-entry validation of one `reviews.critics[]` item: the first failing rule becomes the entry's error.




const CRITIC_FIELDS = [
    'name',
    'harness',
    'model',
    'command',
    'args',
    'env',
    'cwd',
    'outputFormat',
    'timeoutSeconds',
    'enabled'
];
function isMap(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function parseTimeout(value) {
    if (value === undefined || value === null)
        return model/* DEFAULT_TIMEOUT_SECONDS */.KU;
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
    return Number.isFinite(n) && n > 0 ? n : undefined;
}
/** Turns one raw entry (index is 1-based) into a Critic; never throws. */
function readCriticEntry(raw, index, where) {
    const broken = (name, error) => ({
        ...(0,model/* makeCritic */.h7)(name),
        error,
        enabled: true,
        where
    });
    if (!isMap(raw))
        return broken(`<entry #${index}>`, 'entry is not a mapping');
    if (typeof raw.name !== 'string' || raw.name.trim() === '') {
        return broken(`<unnamed entry #${index}>`, "entry has no 'name' (a non-empty string)");
    }
    const name = raw.name;
    const unknown = Object.keys(raw).find((k) => !CRITIC_FIELDS.includes(k));
    if (unknown)
        return broken(name, `unknown field '${unknown}' (known: ${CRITIC_FIELDS.join(', ')})`);
    for (const field of ['harness', 'model', 'command', 'cwd']) {
        if (raw[field] !== undefined && raw[field] !== null && typeof raw[field] !== 'string') {
            return broken(name, `'${field}' must be a string`);
        }
    }
    const str = (v) => (typeof v === 'string' ? v : '');
    const args = raw.args ?? [];
    if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) {
        return broken(name, "'args' must be a list of strings");
    }
    const env = raw.env ?? {};
    if (!isMap(env))
        return broken(name, "'env' must be a mapping of names to strings");
    const badValue = Object.keys(env).find((k) => typeof env[k] !== 'string');
    if (badValue)
        return broken(name, `'env.${badValue}' must be a string (quote numbers and booleans)`);
    const secret = Object.keys(env).find(critic_env/* isScrubbedEnvName */.bB);
    if (secret)
        return broken(name, `'env' may not set ${secret}: tokens and runner channels never reach a critic`);
    const outputFormat = raw.outputFormat ?? 'text';
    if (outputFormat !== 'text' && outputFormat !== 'json') {
        return broken(name, `unknown outputFormat '${String(outputFormat)}' (use text or json)`);
    }
    const timeoutSeconds = parseTimeout(raw.timeoutSeconds);
    if (timeoutSeconds === undefined)
        return broken(name, "'timeoutSeconds' must be a positive number");
    if (raw.enabled !== undefined && typeof raw.enabled !== 'boolean')
        return broken(name, "'enabled' must be true or false");
    const critic = (0,model/* makeCritic */.h7)(name, {
        harness: str(raw.harness),
        model: str(raw.model),
        command: str(raw.command),
        args: args,
        env: env,
        cwd: str(raw.cwd),
        outputFormat,
        timeoutSeconds,
        enabled: raw.enabled !== false,
        where
    });
    const error = invocationProblem(critic);
    return error ? { ...critic, error } : critic;
}
/** Rules 7-9: placeholders are from the closed set, and the critic can actually receive the prompt. */
function invocationProblem(critic) {
    for (const arg of critic.args) {
        const unknown = (0,resolve/* placeholdersIn */.Qf)(arg).find((p) => !(0,model/* isPlaceholder */.wK)(p));
        if (unknown)
            return `unknown placeholder {${unknown}} in args`;
    }
    if (critic.command) {
        const mentioned = critic.args.flatMap(resolve/* placeholdersIn */.Qf);
        if (!mentioned.includes('prompt') && !mentioned.includes('promptFile')) {
            return 'args never pass the prompt: mention {prompt} or {promptFile}';
        }
        return undefined;
    }
    if (!(0,adapters/* adapterFor */.fA)(critic.harness)) {
        const label = critic.harness ? `harness '${critic.harness}'` : 'no harness';
        return `${label} has no built-in invocation; set 'command' (+ 'args') or use one of: ${(0,adapters/* builtinHarnessNames */.ic)().join(', ')}`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/critic/config.ts
// Loads `reviews.critics[]` from harness-config YAML text, keeping file:line for every message.





const CONFIG_PATH = '.the-loop/harness-config.yaml';
/** The pre-rename name, still read when the new file is absent. */
const LEGACY_CONFIG_PATH = '.the-loop/config.yaml';
const DEFAULT_SPEC_DIR = 'docs/specs';
function emptyHarnessConfig() {
    return { source: '', critics: [], policy: { ...model/* DEFAULT_POLICY */.zj }, specDir: DEFAULT_SPEC_DIR };
}
function lineOf(node, lines) {
    const offset = node?.range?.[0];
    return offset === undefined ? 0 : lines.linePos(offset).line;
}
function readPolicy(reviews, where) {
    const policy = { ...model/* DEFAULT_POLICY */.zj };
    for (const key of ['selfReviewCount', 'criticReviewCount']) {
        const v = reviews[key];
        if (v === undefined)
            continue;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
            throw new model/* CriticConfigError */.ni(`reviews.${key} must be a whole number >= 0`, where);
        }
        policy[key] = v;
    }
    for (const key of ['stopOnNoNewFindings', 'escalateOnRepeatFinding']) {
        const v = reviews[key];
        if (v === undefined)
            continue;
        if (typeof v !== 'boolean')
            throw new model/* CriticConfigError */.ni(`reviews.${key} must be true or false`, where);
        policy[key] = v;
    }
    return policy;
}
/**
 * Parses harness-config text. Whole-config faults (unparseable YAML, `reviews`/`critics` of the
 * wrong kind, duplicate names) throw CriticConfigError; per-entry faults stay on the entry.
 */
function loadHarnessConfigText(text, where) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const firstError = doc.errors[0];
    if (firstError) {
        const line = lines.linePos(firstError.pos[0]).line;
        throw new model/* CriticConfigError */.ni(`does not parse: ${firstError.message.split('\n')[0]}`, `${where}:${line}`);
    }
    const root = doc.contents;
    if (root === null || root === undefined)
        return { ...emptyHarnessConfig(), source: where };
    if (!(0,dist/* isMap */.jh)(root))
        throw new model/* CriticConfigError */.ni('the top level must be a mapping', `${where}:${lineOf(root, lines)}`);
    const top = doc.toJS();
    const workflow = top.workflow;
    const specDir = typeof workflow?.specDir === 'string' && workflow.specDir ? workflow.specDir : DEFAULT_SPEC_DIR;
    const reviewsNode = root.get('reviews', true);
    const reviewsValue = top.reviews;
    if (reviewsValue === undefined || reviewsValue === null)
        return { ...emptyHarnessConfig(), source: where, specDir };
    if (!(0,dist/* isMap */.jh)(reviewsNode)) {
        throw new model/* CriticConfigError */.ni("'reviews' must be a mapping", `${where}:${lineOf(reviewsNode, lines)}`);
    }
    const reviews = reviewsValue;
    const policy = readPolicy(reviews, `${where}:${lineOf(reviewsNode, lines)}`);
    const criticsNode = reviewsNode.get('critics', true);
    if (reviews.critics === undefined || reviews.critics === null)
        return { source: where, critics: [], policy, specDir };
    if (!(0,dist/* isSeq */.oP)(criticsNode) || !Array.isArray(reviews.critics)) {
        throw new model/* CriticConfigError */.ni("'reviews.critics' must be a list", `${where}:${lineOf(criticsNode, lines)}`);
    }
    const rawList = reviews.critics;
    const seen = new Map();
    const critics = rawList.map((raw, i) => {
        const at = `${where}:${lineOf(criticsNode.items[i], lines)}`;
        const critic = readCriticEntry(raw, i + 1, at);
        const named = typeof raw?.name === 'string' ? critic.name : undefined;
        if (named !== undefined) {
            const earlier = seen.get(named);
            if (earlier)
                throw new model/* CriticConfigError */.ni(`duplicate critic name '${named}' (also at ${earlier})`, at);
            seen.set(named, at);
        }
        return critic;
    });
    return { source: where, critics, policy, specDir };
}
async function readIfPresent(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new model/* CriticConfigError */.ni(`cannot read: ${error.message}`, path);
    }
}
/**
 * Reads the harness config under `root`: the given relative path, or the default name with the
 * pre-rename fallback. No file means no critics; a broken file is an error, never "no critics".
 */
async function loadHarnessConfigFile(root, configPath) {
    const candidates = configPath ? [configPath] : [CONFIG_PATH, LEGACY_CONFIG_PATH];
    for (const relative of candidates) {
        const path = (0,external_node_path_.join)(root, relative);
        const text = await readIfPresent(path);
        if (text !== undefined)
            return loadHarnessConfigText(text, path);
    }
    return emptyHarnessConfig();
}
/** The named critic, or an error that lists the configured names. */
function findCritic(config, name) {
    const critic = config.critics.find((c) => c.name === name);
    if (critic)
        return critic;
    const names = config.critics.map((c) => c.name);
    const known = names.length
        ? `configured critics: ${names.join(', ')}`
        : `no critics are configured (add reviews.critics[] to ${CONFIG_PATH})`;
    throw new model/* CriticConfigError */.ni(`unknown critic '${name}'; ${known}`, config.source || undefined);
}


/***/ }),

/***/ 1923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YU: () => (/* binding */ buildCriticEnv),
/* harmony export */   bB: () => (/* binding */ isScrubbedEnvName)
/* harmony export */ });
/* unused harmony export SCRUBBED_ENV */
// The environment a critic sees: the runner's, minus every token and runner channel, plus the critic's overlay.
/**
 * Variables a critic never inherits. Exact names first, then prefixes. Tokens would let a
 * prompt-injected critic act on GitHub; the runner's file-command paths (GITHUB_ENV, GITHUB_PATH,
 * GITHUB_OUTPUT, ...) would let it change later steps of the job.
 */
const SCRUBBED_ENV = {
    names: [
        'GITHUB_TOKEN',
        'GH_TOKEN',
        'GITHUB_ENTERPRISE_TOKEN',
        'GH_ENTERPRISE_TOKEN',
        'ACTIONS_RUNTIME_TOKEN',
        'ACTIONS_RUNTIME_URL',
        'ACTIONS_RESULTS_URL',
        'ACTIONS_CACHE_URL',
        'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
        'ACTIONS_ID_TOKEN_REQUEST_URL',
        'GITHUB_ENV',
        'GITHUB_PATH',
        'GITHUB_OUTPUT',
        'GITHUB_STATE',
        'GITHUB_STEP_SUMMARY'
    ],
    /** Every action input (INPUT_GITHUB-TOKEN included), OIDC and app credentials. */
    prefixes: ['INPUT_', 'ACTIONS_ID_TOKEN_', 'ACTIONS_RUNTIME_', 'GITHUB_APP_', 'GH_APP_']
};
/** True when a variable name must never reach a critic (case-insensitive, as on Windows). */
function isScrubbedEnvName(name) {
    const upper = name.toUpperCase();
    return (SCRUBBED_ENV.names.includes(upper) ||
        SCRUBBED_ENV.prefixes.some((p) => upper.startsWith(p)));
}
/** `base` without the scrubbed names, with `overlay` on top. */
function buildCriticEnv(base, overlay = {}) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && !isScrubbedEnvName(name))
            env[name] = value;
    }
    for (const [name, value] of Object.entries(overlay)) {
        if (!isScrubbedEnvName(name))
            env[name] = value;
    }
    return env;
}


/***/ }),

/***/ 4997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KU: () => (/* binding */ DEFAULT_TIMEOUT_SECONDS),
/* harmony export */   bE: () => (/* binding */ attributionOf),
/* harmony export */   h7: () => (/* binding */ makeCritic),
/* harmony export */   ni: () => (/* binding */ CriticConfigError),
/* harmony export */   wK: () => (/* binding */ isPlaceholder),
/* harmony export */   zj: () => (/* binding */ DEFAULT_POLICY)
/* harmony export */ });
/* unused harmony export PLACEHOLDERS */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
// The critic model: one configured reviewer command, its defaults, and the closed placeholder set.

const DEFAULT_POLICY = {
    selfReviewCount: 3,
    criticReviewCount: 3,
    stopOnNoNewFindings: true,
    escalateOnRepeatFinding: true
};
const DEFAULT_TIMEOUT_SECONDS = 900;
/** The closed set of placeholders a critic's args may use; anything else is refused. */
const PLACEHOLDERS = ['prompt', 'promptFile', 'model', 'workItem', 'specDir', 'cwd'];
function isPlaceholder(name) {
    return PLACEHOLDERS.includes(name);
}
/** A critic with every optional field at its default. */
function makeCritic(name, fields = {}) {
    return {
        name,
        harness: '',
        model: '',
        command: '',
        args: [],
        env: {},
        cwd: '',
        outputFormat: 'text',
        timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
        enabled: true,
        ...fields
    };
}
/** The visible prefix on everything a critic says: `[harness/model]`, e.g. `[cursor/gpt-5.5]`. */
function attributionOf(critic) {
    return `[${critic.harness || critic.name}/${critic.model || 'default'}]`;
}
/** A critic configuration fault: nothing may be spawned when one is raised. */
class CriticConfigError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo {
    constructor(message, where) {
        super(message, where);
        this.name = 'CriticConfigError';
    }
}


/***/ }),

/***/ 7224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qf: () => (/* binding */ placeholdersIn),
/* harmony export */   np: () => (/* binding */ binaryOf),
/* harmony export */   t0: () => (/* binding */ resolveInvocation)
/* harmony export */ });
/* unused harmony export substitute */
/* harmony import */ var _adapters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2302);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4997);
// resolveInvocation: a critic + placeholder values -> argv (pure; the security-critical step).


const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
/** Names of every `{placeholder}` mentioned in one argument, known or not. */
function placeholdersIn(arg) {
    return [...arg.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]);
}
/**
 * Replaces each `{name}` inside one argv element. The result is always exactly one element:
 * a value can never add a word boundary. Unknown names throw; known but unset become "".
 */
function substitute(arg, values, critic = '?') {
    return arg.replace(PLACEHOLDER_PATTERN, (_whole, name) => {
        if (!(0,_model_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlaceholder */ .wK)(name))
            throw new _model_js__WEBPACK_IMPORTED_MODULE_1__/* .CriticConfigError */ .ni(`critic '${critic}': unknown placeholder {${name}}`);
        const value = values[name] ?? '';
        // An element that is exactly `{prompt}` must not turn a dash-leading prompt into an option.
        return name === 'prompt' && arg === '{prompt}' ? (0,_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .asPositionalText */ .KU)(value) : value;
    });
}
/** The argv to spawn for one critic round; throws CriticConfigError and spawns nothing on any fault. */
function resolveInvocation(critic, values) {
    if (critic.error)
        throw new _model_js__WEBPACK_IMPORTED_MODULE_1__/* .CriticConfigError */ .ni(`critic '${critic.name}': ${critic.error}`, critic.where);
    if (!critic.enabled)
        throw new _model_js__WEBPACK_IMPORTED_MODULE_1__/* .CriticConfigError */ .ni(`critic '${critic.name}' is disabled in config`, critic.where);
    const extra = critic.args.map((a) => substitute(a, values, critic.name));
    if (critic.command)
        return [critic.command, ...extra];
    const adapter = (0,_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .adapterFor */ .fA)(critic.harness);
    if (!adapter) {
        throw new _model_js__WEBPACK_IMPORTED_MODULE_1__/* .CriticConfigError */ .ni(`critic '${critic.name}': harness '${critic.harness}' has no built-in invocation; ` +
            `set 'command' (+ 'args') or use one of: ${(0,_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .builtinHarnessNames */ .ic)().join(', ')}`, critic.where);
    }
    return [adapter.binary, ...adapter.oneshotArgv(values.prompt ?? '', critic.model), ...extra];
}
/** The executable a critic would run, or "" when it has none. */
function binaryOf(critic) {
    return critic.command || (0,_adapters_js__WEBPACK_IMPORTED_MODULE_0__/* .adapterFor */ .fA)(critic.harness)?.binary || '';
}


/***/ }),

/***/ 8382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/* unused harmony export UnsupportedError */
// Error types shared by every layer: a user-facing error names the file, input or element at fault.
/** A fault in something the user supplied (a file, an input, a comment): shown as-is, never a stack. */
class UserError extends Error {
    where;
    constructor(message, where) {
        super(where ? `${where}: ${message}` : message);
        this.where = where;
        this.name = 'UserError';
    }
}
/** A capability this host (the GitHub Action) does not provide yet: reported plainly, never a pass. */
class UnsupportedError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UnsupportedError';
    }
}
/** Renders any thrown value as one line for logs and job summaries. */
function describeError(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}


/***/ })

};
