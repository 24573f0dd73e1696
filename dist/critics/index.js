import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 825:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _handoff_critics_step_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(359);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(382);
// Composition root of the critics step (dist/critics/index.js). It is started by steps/critics.sh with an
// allowlisted environment, so it holds no GitHub token; it loads no GitHub SDK and writes only plain lines to
// the log (never a critic's output, which could carry workflow commands).


const dir = process.argv[2] ?? '';
try {
    if (dir === '')
        throw new Error('usage: critics/index.js <handoff folder> (given by the prepare step)');
    const report = await (0,_handoff_critics_step_js__WEBPACK_IMPORTED_MODULE_0__/* .runCriticsStep */ .v)(dir, { env: process.env });
    for (const e of report.envelopes) {
        const status = e.ok ? 'ok' : 'failed';
        process.stdout.write(`the-loop: critic ${e.critic} ${status} in ${e.durationSeconds}s\n`);
    }
    if (report.leftovers > 0)
        process.stdout.write(`the-loop: ended ${report.leftovers} process(es) the critics left running\n`);
}
catch (error) {
    // The publish step still runs and reports every critic without a result as failed.
    process.stdout.write(`::error::the-loop critics step: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error).replace(/[\r\n]+/g, ' ')}\n`);
    process.exitCode = 1;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 359:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  v: () => (/* binding */ runCriticsStep)
});

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/critic/prompt-file.ts
// A scratch prompt file that lives for one round, so `{promptFile}` always resolves and argv stays short.



const PROMPT_FILE_NAME = 'critic-prompt.md';
/** Writes `prompt` to a fresh private temp dir, runs `use(path)`, and removes the dir afterwards. */
async function withPromptFile(prompt, use) {
    const dir = await (0,promises_namespaceObject.mkdtemp)((0,external_node_path_namespaceObject.join)((0,external_node_os_namespaceObject.tmpdir)(), 'the-loop-critic-'));
    try {
        const path = (0,external_node_path_namespaceObject.join)(dir, PROMPT_FILE_NAME);
        await (0,promises_namespaceObject.writeFile)(path, prompt, { encoding: 'utf8', mode: 0o600 });
        return await use(path);
    }
    finally {
        await (0,promises_namespaceObject.rm)(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: external "node:perf_hooks"
const external_node_perf_hooks_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
;// CONCATENATED MODULE: ./src/critic/env.ts
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

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __nccwpck_require__(382);
;// CONCATENATED MODULE: ./src/critic/model.ts
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
class CriticConfigError extends errors/* UserError */.yo {
    constructor(message, where) {
        super(message, where);
        this.name = 'CriticConfigError';
    }
}

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
        attribution: attributionOf(critic),
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

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/critic/process.ts
// Spawns one argv (never a shell), captures capped output, and kills the whole process group on timeout.



const process_OUTPUT_CAP_BYTES = 4 * 1024 * 1024;
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
            if (!(0,external_node_fs_namespaceObject.statSync)(path).isFile())
                return false;
            (0,external_node_fs_namespaceObject.accessSync)(path, process.platform === 'win32' ? external_node_fs_namespaceObject.constants.F_OK : external_node_fs_namespaceObject.constants.X_OK);
            return true;
        }
        catch {
            return false;
        }
    };
    if (binary === '')
        return undefined;
    if (binary.includes('/') || binary.includes('\\')) {
        const path = (0,external_node_path_namespaceObject.isAbsolute)(binary) ? binary : (0,external_node_path_namespaceObject.join)(cwd, binary);
        return isRunnable(path) ? path : undefined;
    }
    const dirs = (env.PATH ?? env.Path ?? '').split(external_node_path_namespaceObject.delimiter).filter(Boolean);
    const exts = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').concat(['']) : [''];
    for (const dir of dirs) {
        for (const ext of exts) {
            const path = (0,external_node_path_namespaceObject.join)(dir, binary + ext);
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
    const out = new CappedBuffer(request.capBytes ?? process_OUTPUT_CAP_BYTES);
    const err = new CappedBuffer(request.capBytes ?? process_OUTPUT_CAP_BYTES);
    return new Promise((resolve) => {
        let timedOut = false;
        let settled = false;
        const child = (0,external_node_child_process_namespaceObject.spawn)(file ?? '', args, {
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

;// CONCATENATED MODULE: ./src/critic/adapters.ts
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
function adapters_adapterFor(harness) {
    return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : undefined;
}
function builtinHarnessNames() {
    return Object.keys(ADAPTERS);
}

;// CONCATENATED MODULE: ./src/critic/resolve.ts
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
        if (!isPlaceholder(name))
            throw new CriticConfigError(`critic '${critic}': unknown placeholder {${name}}`);
        const value = values[name] ?? '';
        // An element that is exactly `{prompt}` must not turn a dash-leading prompt into an option.
        return name === 'prompt' && arg === '{prompt}' ? asPositionalText(value) : value;
    });
}
/** The argv to spawn for one critic round; throws CriticConfigError and spawns nothing on any fault. */
function resolveInvocation(critic, values) {
    if (critic.error)
        throw new CriticConfigError(`critic '${critic.name}': ${critic.error}`, critic.where);
    if (!critic.enabled)
        throw new CriticConfigError(`critic '${critic.name}' is disabled in config`, critic.where);
    const extra = critic.args.map((a) => substitute(a, values, critic.name));
    if (critic.command)
        return [critic.command, ...extra];
    const adapter = adapters_adapterFor(critic.harness);
    if (!adapter) {
        throw new CriticConfigError(`critic '${critic.name}': harness '${critic.harness}' has no built-in invocation; ` +
            `set 'command' (+ 'args') or use one of: ${builtinHarnessNames().join(', ')}`, critic.where);
    }
    return [adapter.binary, ...adapter.oneshotArgv(values.prompt ?? '', critic.model), ...extra];
}
/** The executable a critic would run, or "" when it has none. */
function binaryOf(critic) {
    return critic.command || adapterFor(critic.harness)?.binary || '';
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
 * critic itself (missing binary, non-zero exit, timeout) comes back as an envelope with ok:false.
 */
async function runCritic(critic, values, options) {
    const argv = resolveInvocation(critic, values);
    const envelope = envelope_newEnvelope(critic);
    const binary = argv[0];
    const env = buildCriticEnv(options.baseEnv ?? process.env, critic.env);
    if (!findExecutable(binary, env, options.cwd)) {
        envelope.error = `critic CLI '${binary}' not found on PATH; install it or fix 'command'/'harness' of critic '${critic.name}'`;
        return envelope;
    }
    const limit = options.timeoutSeconds ?? critic.timeoutSeconds;
    const started = external_node_perf_hooks_namespaceObject.performance.now();
    const outcome = await spawnCaptured({
        argv,
        cwd: options.cwd,
        env,
        timeoutMs: limit * 1000,
        graceMs: options.graceMs,
        capBytes: options.capBytes
    });
    envelope.durationSeconds = roundSeconds(external_node_perf_hooks_namespaceObject.performance.now() - started);
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
            return { ...envelope_newEnvelope(critic), error: error.message };
        }
    }));
}

;// CONCATENATED MODULE: ./src/app/review/round-critics.ts
// The critics phase: every critic of a job runs concurrently on its prompt. It takes a job and gives envelopes;
// it has no GitHub access at all (in the actions it runs in a step of its own, holding no token).



/** The critics job of a round plan: what the critics step is given. */
function jobOfPlan(plan, workspace) {
    return { critics: plan.critics, prompt: plan.prompt, workItem: `issue-${plan.item.number}`, workspace };
}
async function runJobCritics(job, opts = {}) {
    return withPromptFile(job.prompt, (promptFile) => runRound(job.critics.map((critic) => {
        const cwd = critic.cwd ? (0,external_node_path_namespaceObject.resolve)(job.workspace, critic.cwd) : job.workspace;
        return {
            critic,
            values: { prompt: job.prompt, promptFile, model: critic.model, workItem: job.workItem, cwd },
            options: { cwd, ...(opts.baseEnv ? { baseEnv: opts.baseEnv } : {}) }
        };
    })));
}

;// CONCATENATED MODULE: ./src/critic/leftovers.ts
// Ends every process a round's critics left behind, including those that left its process group (setsid):
// each critic's environment carries a random marker, and /proc/<pid>/environ shows it for as long as the
// process lives (it is the environment the process was started with; a child inherits it).

/** The variable that marks every process of one critics step; its value is random per step. */
const CRITIC_MARKER_VAR = 'THE_LOOP_CRITIC_SESSION';
/** Passes over /proc before giving up: a process forking while it is scanned is caught by the next pass. */
const MAX_PASSES = 25;
function environOf(pid) {
    try {
        return (0,external_node_fs_namespaceObject.readFileSync)(`/proc/${pid}/environ`, 'latin1');
    }
    catch {
        return undefined; // gone, or another user's process
    }
}
/** Pids (other than this process) whose start-up environment carries the marker. */
function markedProcesses(marker, procRoot = '/proc') {
    const needle = `${CRITIC_MARKER_VAR}=${marker}`;
    let names;
    try {
        names = (0,external_node_fs_namespaceObject.readdirSync)(procRoot);
    }
    catch {
        return [];
    }
    const found = [];
    for (const name of names) {
        if (!/^\d+$/.test(name) || Number(name) === process.pid)
            continue;
        const environ = environOf(name);
        if (environ?.split('\0').includes(needle))
            found.push(Number(name));
    }
    return found;
}
/**
 * SIGKILLs every marked process until a whole pass finds none. Returns how many were killed. Only Linux has
 * /proc; elsewhere it returns 0 (the process-group kill after each critic still applies).
 */
function killMarkedProcesses(marker) {
    if (process.platform !== 'linux' || marker === '')
        return 0;
    let killed = 0;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
        const pids = markedProcesses(marker);
        if (pids.length === 0)
            return killed;
        for (const pid of pids) {
            try {
                process.kill(pid, 'SIGKILL');
                killed++;
            }
            catch {
                // exited meanwhile
            }
        }
    }
    return killed;
}

;// CONCATENATED MODULE: ./src/handoff/seal.ts
// Seals the plan a prepare step hands to its publish step: an HMAC keyed from the GitHub token, which no
// process of the critics step can read, so a critic that rewrites the plan file is caught, not obeyed.


/** Domain separation: the key signs handoff plans and nothing else the token might be used for. */
const KEY_LABEL = 'the-loop handoff plan v1';
function handoffKey(token) {
    if (token === '')
        throw new UserError('is empty: the plan handed between steps is signed with it', 'github-token');
    return createHmac('sha256', token).update(KEY_LABEL).digest();
}
function macOf(key, body) {
    return createHmac('sha256', key).update(body).digest('hex');
}
/** The sealed file's text: the body as written, and its MAC. */
function seal_seal(body, key) {
    const text = JSON.stringify(body);
    const sealed = { mac: macOf(key, text), body: text };
    return JSON.stringify(sealed);
}
function parseSealed(text) {
    try {
        const v = JSON.parse(text);
        return typeof v.mac === 'string' && typeof v.body === 'string' ? { mac: v.mac, body: v.body } : undefined;
    }
    catch {
        return undefined;
    }
}
/** The body, when its MAC verifies under `key`; an error naming the file otherwise (fail closed). */
function seal_unseal(text, key, where) {
    const sealed = parseSealed(text);
    if (!sealed)
        throw new UserError('is not a sealed plan (was it rewritten while the critics ran?)', where);
    const expected = Buffer.from(macOf(key, sealed.body), 'hex');
    const given = Buffer.from(sealed.mac, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new UserError('does not carry this run’s signature: it was changed after the prepare step wrote it', where);
    }
    return JSON.parse(sealed.body);
}
/** The body without checking the MAC: for the critics step, which holds no key and trusts the plan as data. */
function readUnverified(text, where) {
    const sealed = parseSealed(text);
    if (!sealed)
        throw new errors/* UserError */.yo('is not a sealed plan', where);
    return JSON.parse(sealed.body);
}

;// CONCATENATED MODULE: ./src/handoff/files.ts
// The files one run's steps hand each other in a private folder under RUNNER_TEMP: the sealed plan (prepare ->
// critics, publish) and the envelopes (critics -> publish). Written so a critic's symlink cannot redirect them.





const PLAN_FILE = 'plan.json';
const files_ENVELOPES_FILE = 'envelopes.json';
/** A fresh folder only this user can read (mkdtemp creates it 0700). */
async function createHandoffDir(root) {
    return mkdtemp(join(root, 'the-loop-'));
}
/**
 * Writes a new regular file: an existing entry (perhaps a critic's symlink to a file elsewhere) is removed
 * first and O_EXCL|O_NOFOLLOW refuse anything that appears at the path meanwhile.
 */
async function writeFresh(path, text) {
    await (0,promises_namespaceObject.rm)(path, { force: true, recursive: true });
    const flags = external_node_fs_namespaceObject.constants.O_WRONLY | external_node_fs_namespaceObject.constants.O_CREAT | external_node_fs_namespaceObject.constants.O_EXCL | external_node_fs_namespaceObject.constants.O_NOFOLLOW;
    const file = await (0,promises_namespaceObject.open)(path, flags, 0o600);
    try {
        await file.writeFile(text, 'utf8');
    }
    finally {
        await file.close();
    }
}
async function writePlan(dir, handoff, key) {
    await writeFresh(join(dir, PLAN_FILE), seal(handoff, key));
}
async function readText(path, what) {
    try {
        return await (0,promises_namespaceObject.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new errors/* UserError */.yo(`cannot read the ${what}: ${error.message}`, path);
    }
}
function checkShape(value, where) {
    const h = value;
    if (h?.version !== 1 || typeof h.job !== 'object' || h.job === null || typeof h.run !== 'object') {
        throw new errors/* UserError */.yo('is not a plan this version of the-loop wrote', where);
    }
    return h;
}
/** The verified plan of this very run (publish). Any mismatch fails closed: nothing is posted from it. */
async function readPlan(dir, key, run) {
    const where = join(dir, PLAN_FILE);
    const handoff = checkShape(unseal(await readText(where, 'plan'), key, where), where);
    const mine = JSON.stringify([run.repository, run.runId, run.attempt]);
    const its = JSON.stringify([handoff.run.repository, handoff.run.runId, handoff.run.attempt]);
    if (mine !== its)
        throw new UserError(`belongs to another run (${its}, this is ${mine})`, where);
    return handoff;
}
/** The critics step's view: the job alone, unverified (it holds no key; the plan is data to it, never code). */
async function readJob(dir) {
    const where = (0,external_node_path_namespaceObject.join)(dir, PLAN_FILE);
    return checkShape(readUnverified(await readText(where, 'plan'), where), where).job;
}

;// CONCATENATED MODULE: ./src/handoff/envelopes.ts
// The envelopes file between the critics step and publish. Publish reads it as untrusted input: only the
// fields a critic's run can set are taken from it, each checked and capped; names and attribution come from
// the signed plan, and a critic with no readable result is reported as failed, never skipped.





async function writeEnvelopes(dir, envelopes) {
    await writeFresh((0,external_node_path_namespaceObject.join)(dir, files_ENVELOPES_FILE), `[${envelopes.map((e) => envelopeJson(e, false)).join(',')}]`);
}
/** A string field capped at the capture limit (a forged file cannot make publish render megabytes more). */
function envelopes_text(value) {
    return typeof value === 'string' ? value.slice(0, OUTPUT_CAP_BYTES) : '';
}
function finite(value, fallback) {
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
function usageOf(value) {
    const u = typeof value === 'object' && value !== null ? value : {};
    const count = (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);
    return {
        inputTokens: count(u.inputTokens),
        outputTokens: count(u.outputTokens),
        cacheReadTokens: count(u.cacheReadTokens),
        cacheWriteTokens: count(u.cacheWriteTokens),
        costUsd: typeof u.costUsd === 'number' && Number.isFinite(u.costUsd) && u.costUsd >= 0 ? u.costUsd : 0,
        present: u.present === true
    };
}
function failed(critic, why) {
    return { ...newEnvelope(critic), error: why };
}
/** One envelope per planned critic, in plan order, built from the file's fields for that critic name. */
async function readEnvelopes(dir, critics) {
    let raw;
    try {
        raw = JSON.parse(await readFile(join(dir, ENVELOPES_FILE), 'utf8'));
    }
    catch (error) {
        const why = error.code === 'ENOENT' ? 'it wrote no results' : 'its results do not parse';
        return critics.map((c) => failed(c, `the critics step ended without a result (${why})`));
    }
    const list = Array.isArray(raw) ? raw : [];
    return critics.map((critic) => {
        const found = list.find((e) => typeof e === 'object' && e !== null && e.critic === critic.name);
        if (!found)
            return failed(critic, 'the critics step returned no result for this critic');
        const ok = found.ok === true;
        return {
            ...newEnvelope(critic),
            ok,
            exitCode: Math.trunc(finite(found.exitCode, -1)),
            durationSeconds: Math.max(0, finite(found.durationSeconds, 0)),
            output: envelopes_text(found.output),
            error: ok ? '' : envelopes_text(found.error) || 'the critic failed without saying why',
            usage: usageOf(found.usage)
        };
    });
}

;// CONCATENATED MODULE: ./src/handoff/file-commands.ts
// Leaves the runner's file-command files of the critics step holding only what the action wrote (nothing):
// the runner applies GITHUB_ENV and GITHUB_PATH to every later step, so a critic that appended
// `BASH_ENV=…`, `LD_PRELOAD=…` or a PATH entry would otherwise run code in the publish step, which holds the token.

/** The variables naming this step's file-command files (the action writes to none of them in this step). */
const FILE_COMMAND_VARS = [
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY'
];
/** Replaces each file with an empty one (a symlink a critic put in its place is removed, not followed). */
async function clearFileCommands(env) {
    const cleared = [];
    for (const name of FILE_COMMAND_VARS) {
        const path = env[name];
        if (!path)
            continue;
        await writeFresh(path, '');
        cleared.push(name);
    }
    return cleared;
}

;// CONCATENATED MODULE: ./src/handoff/critics-step.ts
// The critics step of a split run: read the job, run its critics with a marker in their environment, end
// every process they left behind, write the envelopes, and leave the step's file-command files empty.
// It holds no token and imports no GitHub code: the process was started with an allowlisted environment.






async function runCriticsStep(dir, opts) {
    const marker = (0,external_node_crypto_namespaceObject.randomBytes)(16).toString('hex');
    try {
        const job = await readJob(dir);
        const envelopes = await runJobCritics(job, { baseEnv: { ...opts.env, [CRITIC_MARKER_VAR]: marker } });
        // Nothing a critic started may outlive the step: it could rewrite the envelopes after they are written,
        // or wait for the publish step's processes, which hold the token.
        const leftovers = killMarkedProcesses(marker);
        const clean = opts.sanitize ? opts.sanitize(envelopes) : envelopes;
        await writeEnvelopes(dir, clean);
        return { envelopes: clean, leftovers, cleared: await clearFileCommands(opts.env) };
    }
    catch (error) {
        // Also when the job or a write failed: no critic process survives, no file command written by one counts.
        killMarkedProcesses(marker);
        await clearFileCommands(opts.env);
        throw error;
    }
}


/***/ }),

/***/ 382:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(825);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
