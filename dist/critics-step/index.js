import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 856:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError),
/* harmony export */   y: () => (/* binding */ UserError)
/* harmony export */ });
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
/** Renders any thrown value as one line for logs and job summaries. */
function describeError(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}


/***/ }),

/***/ 458:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  v: () => (/* binding */ runCriticsStep)
});

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(760);
;// CONCATENATED MODULE: ./src/critics/harness/critics-job.ts
/** The whole prompt of one part, put together from its segments when its run starts (one part at a time). */
function partPrompt(job, part) {
    return part.text
        .map((segment) => typeof segment === 'string' ? segment : (job.diffs?.[segment[0]] ?? '').slice(segment[1], segment[2]))
        .join('');
}

// EXTERNAL MODULE: ./src/base/shared/errors.ts
var errors = __nccwpck_require__(856);
;// CONCATENATED MODULE: ./src/critics/harness/critic-model.ts

/**
 * What a built-in harness may do besides answering: `read-only` runs its CLI with no shell, no file
 * edits and no web tools; `allow` leaves the CLI's own tool defaults. A `command` critic runs exactly
 * what its args say, so the field does not apply to it.
 */
const TOOL_POLICIES = (/* unused pure expression or super */ null && (['read-only', 'allow']));
/**
 * Whether a built-in harness's CLI may make the calls it makes besides the model API (usage statistics,
 * error reports, feature flags, plugin catalogues): `off` (the default) switches off every one the
 * adapter knows a setting for; `allow` leaves the CLI's defaults.
 */
const TELEMETRY_POLICIES = (/* unused pure expression or super */ null && (['off', 'allow']));
const DEFAULT_POLICY = {
    selfReviewCount: 3,
    criticReviewCount: 3,
    stopOnNoNewFindings: true,
    escalateOnRepeatFinding: true
};
const DEFAULT_TIMEOUT_SECONDS = 900;
/** The shortest timeout a critic may have (the seed's `number ≥ 1`): no CLI answers a review in less. */
const MIN_TIMEOUT_SECONDS = 1;
/**
 * The longest timeout a critic may have: 5 days, the longest a job runs on any runner (self-hosted; 6 hours
 * on GitHub-hosted). It bounds how long a round's claim can stand (loop/limits/claim-span.ts).
 */
const MAX_TIMEOUT_SECONDS = 432_000;
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
        tools: 'read-only',
        telemetry: 'off',
        install: '',
        warnings: [],
        ...fields
    };
}
/** The visible prefix on everything a critic says: `[harness/model]`, e.g. `[cursor/gpt-5.5]`. */
function attributionOf(critic) {
    return `[${critic.harness || critic.name}/${critic.model || 'default'}]`;
}
/** A critic configuration fault: nothing may be spawned when one is raised. */
class CriticConfigError extends errors/* UserError */.y {
    constructor(message, where) {
        super(message, where);
        this.name = 'CriticConfigError';
    }
}

;// CONCATENATED MODULE: ./src/critics/harness/usage.ts
// Token and cost figures read from a critic's JSON output (Claude, Cursor, Codex JSONL, Gemini); never throws.
/**
 * The most tokens one critic's round may count: ten billion is past any model's context many times over, and
 * keeps the ledger within its bounds. A count past it, or one that is no count at all, is taken as it.
 */
const MAX_RUN_TOKENS = 10_000_000_000;
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
/**
 * A token count as a report holds it: a whole number from 0 to MAX_RUN_TOKENS is itself; anything else present
 * (negative, a fraction, 1e300, Infinity, a string such as "1e5", null, a boolean) is MAX_RUN_TOKENS, flagged,
 * never 0: a count the budget cannot read must not make a critic unmetered.
 */
function usage_tokenCount(v) {
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= MAX_RUN_TOKENS)
        return { value: v, invalid: false };
    return { value: MAX_RUN_TOKENS, invalid: true };
}
/** The first of `keys` the block holds, read by tokenCount; 0 when it holds none of them. */
function firstCount(block, keys) {
    const key = keys.find((k) => k in block);
    return key === undefined ? { value: 0, invalid: false } : usage_tokenCount(block[key]);
}
/** Sets the four counts and, when one of them was out of range, tokenStatus. */
function setCounts(usage, counts) {
    usage.inputTokens = counts.input.value;
    usage.outputTokens = counts.output.value;
    usage.cacheReadTokens = counts.cacheRead.value;
    usage.cacheWriteTokens = counts.cacheWrite.value;
    if (Object.values(counts).some((c) => c.invalid))
        usage.tokenStatus = 'invalid';
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
        'cacheWriteTokens',
        // codex exec --json (0.171) reports the cache writes of a turn under this name in `turn.completed`.
        'cache_write_input_tokens'
    ],
    cost: ['total_cost_usd', 'totalCostUsd', 'cost_usd', 'costUsd']
};
/** Usage from one parsed object: a `usage`/`token_usage`/`tokenUsage` block and a top-level cost. */
function usageFromObject(data) {
    const usage = emptyUsage();
    const block = [data.usage, data.token_usage, data.tokenUsage].find(isObject);
    if (block) {
        setCounts(usage, {
            input: firstCount(block, KEYS.input),
            output: firstCount(block, KEYS.output),
            cacheRead: firstCount(block, KEYS.cacheRead),
            cacheWrite: firstCount(block, KEYS.cacheWrite)
        });
        usage.present = Object.keys(block).length > 0;
    }
    else
        geminiUsage(data, usage);
    for (const key of KEYS.cost) {
        const v = data[key];
        if (v === undefined || v === null)
            continue;
        usage.present = true;
        if (typeof v === 'number' && Number.isFinite(v) && v >= 0) {
            usage.costUsd = v;
            usage.costStatus = 'reported';
        }
        else
            usage.costStatus = 'invalid';
        break;
    }
    return usage;
}
/**
 * Gemini CLI's JSON: `stats.models.<name>.tokens.{prompt, candidates, cached}`, summed over models into `usage`;
 * a sum past MAX_RUN_TOKENS is out of range as one count would be.
 */
function geminiUsage(data, usage) {
    const models = isObject(data.stats) && isObject(data.stats.models) ? Object.values(data.stats.models) : [];
    const tokens = models
        .map((m) => (isObject(m) && isObject(m.tokens) ? m.tokens : undefined))
        .filter(isObject);
    if (tokens.length === 0)
        return;
    const sum = (key) => {
        const counts = tokens.map((t) => firstCount(t, [key]));
        const total = counts.reduce((n, c) => n + c.value, 0);
        return counts.some((c) => c.invalid) ? usage_tokenCount(NaN) : usage_tokenCount(total);
    };
    setCounts(usage, {
        input: sum('prompt'),
        output: sum('candidates'),
        cacheRead: sum('cached'),
        cacheWrite: { value: 0, invalid: false }
    });
    usage.present = true;
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

;// CONCATENATED MODULE: ./src/critics/harness/envelope.ts


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
        usage: {
            inputTokens,
            outputTokens,
            cacheReadTokens,
            cacheWriteTokens,
            costUsd,
            present,
            // Only a run whose output named a cost says how it read (the money budget counts an invalid one as its cap).
            ...(envelope.usage.costStatus === undefined ? {} : { costStatus: envelope.usage.costStatus }),
            // Only a run with a token count out of range says so (the budget counts it at the token cap).
            ...(envelope.usage.tokenStatus === undefined ? {} : { tokenStatus: envelope.usage.tokenStatus })
        },
        // Only a run on one part of a split diff names its part: an unsplit round's envelope keeps the reference's keys.
        ...(envelope.part === undefined ? {} : { part: envelope.part })
    };
    return JSON.stringify(ordered, null, pretty ? 2 : undefined);
}

;// CONCATENATED MODULE: ./src/critics/harness/critic-runs.ts


/** The split of one critic, by own key only: a critic named `constructor` is not Object's. */
function splitOf(job, name) {
    return job.split && Object.hasOwn(job.split, name) ? job.split[name] : undefined;
}
/** Every run of the job, in job order: critic by critic, part by part. */
function critic_runs_plannedRuns(job) {
    return job.critics.flatMap((critic) => {
        const split = splitOf(job, critic.name);
        if (split === undefined)
            return [{ critic, prompt: () => job.prompt }];
        if (split.refusal !== undefined)
            return [{ critic, prompt: () => '', refusal: split.refusal }];
        return split.parts.map((p, i) => ({ critic, prompt: () => partPrompt(job, p), part: i + 1 }));
    });
}
/** The envelope of a run that did not start: not ok, with its reason, and the part it was. */
function refusedEnvelope(run, why) {
    return { ...envelope_newEnvelope(run.critic), error: why, ...(run.part === undefined ? {} : { part: run.part }) };
}

;// CONCATENATED MODULE: ./src/base/shared/pool.ts
// A bounded pool of async tasks: the critics' (critic, part) runs share one, and so do the pages of a list read.
/**
 * Runs `tasks` with at most `limit` at once (all at once when no limit), results in the tasks' order. The first
 * task to fail fails the whole, and no task not yet started is started after it: a refused page is not followed
 * by the rest of a 30-page list.
 */
async function inPool(limit, tasks) {
    const results = new Array(tasks.length);
    let next = 0;
    let failed = false;
    const worker = async () => {
        while (next < tasks.length && !failed) {
            const index = next++;
            try {
                results[index] = await tasks[index]();
            }
            catch (error) {
                failed = true;
                throw error;
            }
        }
    };
    const width = Math.max(1, Math.min(limit ?? tasks.length, tasks.length));
    await Promise.all(Array.from({ length: width }, worker));
    return results;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(24);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/critics/harness/prompt-file.ts
// A scratch prompt file that lives for one round, so `{promptFile}` always resolves and argv stays short.
// `fs.promises` is read where it is used, not imported from node:fs/promises: node loads that API (and the
// readline code it pulls in) on first use, and a `the-loop critic run` that needs no prompt file has none.



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
    const dir = await external_node_fs_.promises.mkdtemp((0,external_node_path_.join)((0,external_node_os_namespaceObject.tmpdir)(), 'the-loop-critic-'));
    try {
        const path = (0,external_node_path_.join)(dir, PROMPT_FILE_NAME);
        await external_node_fs_.promises.writeFile(path, prompt, { encoding: 'utf8', mode: 0o600 });
        return await use(path);
    }
    finally {
        await external_node_fs_.promises.rm(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/critics/harness/literal-replace.ts
// Replaces every occurrence of many literal strings in one left-to-right pass, the longest first at each place.
function escapeRegExp(literal) {
    return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * One RegExp alternation of the literals, longest first: at each place V8 takes the first alternative that
 * matches, so the longest literal wins, and `g` resumes past it (no overlap). V8 tries the alternatives one
 * by one wherever one may start, so the time grows with the number of literals: about as fast as a sampled
 * scan for the dozen or so secrets of a job (their forms, some hundred literals), about 2 s on 4 MiB for a
 * thousand secrets (bench/redact.bench.ts). A job holds nowhere near that many.
 */
function createLiteralReplacer(literals, replacement) {
    const needles = [...new Set(literals)].filter((l) => l.length > 0).sort((a, b) => b.length - a.length);
    if (needles.length === 0)
        return (text) => ({ text, count: 0 });
    const pattern = new RegExp(needles.map(escapeRegExp).join('|'), 'g');
    // A string replacement is V8's fast path (a function per match costs about twice the time): `$` escaped.
    const literalReplacement = replacement.replace(/\$/g, '$$$$');
    function onePass(text) {
        // Counting first costs one more scan only where something is found; clean text is scanned once.
        const found = text.match(pattern);
        if (found === null)
            return { text, count: 0 };
        return { text: text.replace(pattern, literalReplacement), count: found.length };
    }
    // Text around a replacement can form a literal again only when a literal shares a character with the
    // replacement (a secret ending in `*` after its own prefix). Then passes repeat until nothing is found;
    // they end, as each replacement shortens the text when the replacement is shorter than every literal.
    const shortest = needles[needles.length - 1].length;
    const canReform = replacement.length < shortest && needles.some((n) => [...replacement].some((c) => n.includes(c)));
    return (text) => {
        let result = onePass(text);
        let total = result.count;
        while (canReform && result.count > 0) {
            result = onePass(result.text);
            total += result.count;
        }
        return { text: result.text, count: total };
    };
}

;// CONCATENATED MODULE: ./src/critics/harness/secret-forms.ts
// Which environment variables hold secrets, and every form in which a secret value may reach critic output.
/**
 * Shorter values are never redacted: masking "true", "1" or "main" would mangle ordinary text and tell a
 * reader nothing. 8 characters is also the shortest secret whose base64 keeps 8 stable characters at
 * every byte alignment (see alignedBase64), so every form of a redacted value stays specific.
 * @internal
 */
const MIN_SECRET_LENGTH = 8;
/**
 * Names that look secret, case-insensitive: `*_KEY` (so `*_API_KEY`), `*_TOKEN`, `*_PAT`, `*_AUTH`,
 * `*_CREDENTIAL(S)`, `*_AUTH_TOKEN*`, `*SECRET*`, `*PASSWORD*`, `AWS_*`. A `-` counts like `_` because the
 * runner names inputs `INPUT_GITHUB-TOKEN`. Not `*_AUTH*`: it would take `INPUT_AUTHORIZED-USERS` (the
 * allowlist the summary names) and `GIT_AUTHOR_NAME` (which commit messages carry) for secrets.
 */
const SECRET_NAME = /[_-](?:KEY|TOKEN|PAT|AUTH|CREDENTIALS?)$|[_-]AUTH[_-]TOKEN|SECRET|PASSWORD|^AWS_/i;
function isSecretEnvName(name) {
    return SECRET_NAME.test(name);
}
/** The distinct values of secret-looking variables, long enough to redact (see MIN_SECRET_LENGTH). */
function secretValuesFromEnv(env) {
    const values = new Set();
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && value.length >= MIN_SECRET_LENGTH && isSecretEnvName(name))
            values.add(value);
    }
    return [...values];
}
/** Standard and URL-safe alphabets, each with and without `=` padding. */
function base64Forms(bytes) {
    const standard = bytes.toString('base64');
    const urlSafe = bytes.toString('base64url');
    return [
        standard,
        standard.replace(/=+$/, ''),
        urlSafe,
        `${urlSafe}${'='.repeat(standard.length - urlSafe.length)}`
    ];
}
/**
 * Inside a longer base64 stream a value's encoding depends on where its first byte falls in a 3-byte group.
 * For each of the 3 alignments, the characters that come from whole groups of the value's own bytes are
 * the same whatever surrounds it: skip the bytes that share a group with what precedes, stop at the last
 * whole group. The few characters mixed with neighbours are left, as they are not specific to the value.
 */
function alignedBase64(bytes) {
    const out = [];
    for (const skip of [0, 1, 2]) {
        const whole = Math.floor((bytes.length - skip) / 3) * 3;
        if (whole <= 0)
            continue;
        const middle = bytes.subarray(skip, skip + whole);
        out.push(middle.toString('base64'), middle.toString('base64url'));
    }
    return out;
}
/** encodeURIComponent, its `+`-for-space variant, and form encoding; each also with lower-case hex escapes. */
function urlForms(value) {
    let component;
    try {
        component = encodeURIComponent(value);
    }
    catch {
        return []; // a lone surrogate cannot be URL-encoded, so no URL can carry it
    }
    const form = new URLSearchParams([['', value]]).toString().slice(1);
    const encoded = [component, component.replace(/%20/g, '+'), form];
    return [...encoded, ...encoded.map((e) => e.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()))];
}
/**
 * Hex of the value's bytes, lower and upper case. A byte is always two hex digits, so the value's hex is the
 * same inside any longer hex dump (a critic that read the runner's memory and printed it as hex).
 */
function hexForms(bytes) {
    const lower = bytes.toString('hex');
    return [lower, lower.toUpperCase()];
}
/**
 * Every string to redact for one secret: the value, each line of a multi-line value (a key file printed
 * line by line), and their base64, hex and URL-encoded forms. Forms shorter than MIN_SECRET_LENGTH are dropped.
 */
function secretForms(secret) {
    if (secret.length < MIN_SECRET_LENGTH)
        return [];
    const parts = [secret, ...secret.split(/\r?\n/).map((line) => line.trim())];
    const forms = new Set();
    for (const part of new Set(parts)) {
        if (part.length < MIN_SECRET_LENGTH)
            continue;
        const bytes = Buffer.from(part, 'utf8');
        const encoded = [...base64Forms(bytes), ...alignedBase64(bytes), ...hexForms(bytes), ...urlForms(part)];
        for (const form of [part, ...encoded]) {
            if (form.length >= MIN_SECRET_LENGTH)
                forms.add(form);
        }
    }
    return [...forms];
}

;// CONCATENATED MODULE: ./src/critics/harness/redact.ts


/** @internal */

/**
 * Defense in depth: critics are not meant to see any secret, but one that finds a secret anyway (another
 * process's environment, a file) must not be able to publish it through a comment, a summary or the state.
 */
const REDACTED = '***';
/** A redactor for these values (shorter than MIN_SECRET_LENGTH: ignored); none at all redacts nothing. */
/** @internal */
function createRedactor(secrets) {
    const replace = createLiteralReplacer(secrets.flatMap((s) => (s ? secretForms(s) : [])), REDACTED);
    return { redact: replace };
}
/** The redactor of a process: the secret-looking variables of `env`, plus values it holds otherwise (the token). */
function redactorFor(env, extra = []) {
    return createRedactor([...secretValuesFromEnv(env), ...extra]);
}
/**
 * The envelope with its critic-produced text redacted: `output` and `error` (which quotes stderr). The
 * other strings (critic, harness, model, attribution) come from the harness config on the default branch,
 * not from the critic, and the critic's name keys its comment, so they are left as they are.
 */
function redactEnvelope(envelope, redactor) {
    const output = redactor.redact(envelope.output);
    const error = redactor.redact(envelope.error);
    const count = output.count + error.count;
    if (count === 0)
        return { envelope, count };
    return { envelope: { ...envelope, output: output.text, error: error.text }, count };
}
function redactEnvelopes(envelopes, redactor) {
    const results = envelopes.map((e) => redactEnvelope(e, redactor));
    return {
        envelopes: results.map((r) => r.envelope),
        counts: results.map((r, i) => ({ critic: envelopes[i].critic, count: r.count }))
    };
}
/**
 * One line for a job summary, e.g. "redacted 2 secret values from critic claude, 1 from codex"; a count
 * is of replacements, so a value printed twice counts twice.
 */
function describeRedactions(counts) {
    const some = counts.filter((c) => c.count > 0);
    if (some.length === 0)
        return undefined;
    const parts = some.map((c, i) => i === 0
        ? `${c.count} secret value${c.count === 1 ? '' : 's'} from critic ${c.critic}`
        : `${c.count} from ${c.critic}`);
    return `redacted ${parts.join(', ')}`;
}

;// CONCATENATED MODULE: ./src/critics/harness/env.ts
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
/**
 * Variables a critic's `env` may not set: each makes a dynamic loader, a shell or node run code
 * nobody reviewed (LD_PRELOAD, DYLD_INSERT_LIBRARIES, BASH_ENV, ENV, NODE_OPTIONS, exported
 * bash functions) before the critic's own program starts.
 */
const INJECTION_ENV = {
    names: ['BASH_ENV', 'ENV', 'NODE_OPTIONS'],
    prefixes: ['LD_', 'DYLD_', 'BASH_FUNC_']
};
/** True when a config overlay may not set this name (case-insensitive, like isScrubbedEnvName). */
function isInjectionEnvName(name) {
    const upper = name.toUpperCase();
    return (INJECTION_ENV.names.includes(upper) ||
        INJECTION_ENV.prefixes.some((p) => upper.startsWith(p)));
}
/** `base` without the scrubbed names, with `overlay` on top. */
function buildCriticEnv(base, overlay = {}) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && !isScrubbedEnvName(name))
            env[name] = value;
    }
    // The loader refuses such an overlay; a critic built in code gets the same rule here.
    for (const [name, value] of Object.entries(overlay)) {
        if (!isScrubbedEnvName(name) && !isInjectionEnvName(name))
            env[name] = value;
    }
    return env;
}

;// CONCATENATED MODULE: ./src/critics/harness/private-dir.ts
// A private directory for one critic run's own files (an adapter's policy, its settings), removed afterwards.
// `fs.promises` is read where it is used, not imported from node:fs/promises: node loads that API (and the
// readline code it pulls in) on first use, and a `the-loop critic run` without adapter files has none.



/** Runs `use(dir)` with a fresh directory only this user can enter (mkdtemp makes it 0700), then removes it. */
async function withPrivateDir(use) {
    const dir = await external_node_fs_.promises.mkdtemp((0,external_node_path_.join)((0,external_node_os_namespaceObject.tmpdir)(), 'the-loop-run-'));
    try {
        return await use(dir);
    }
    finally {
        await external_node_fs_.promises.rm(dir, { recursive: true, force: true });
    }
}
/**
 * Writes each file (absolute path -> text) readable by this user only; `wx` refuses to follow a planted file.
 * A file in a sub-folder (gemini's `.gemini/settings.json`) gets its folders made first, 0700.
 */
async function writePrivateFiles(files) {
    for (const [path, text] of Object.entries(files)) {
        await external_node_fs_.promises.mkdir((0,external_node_path_.dirname)(path), { recursive: true, mode: 0o700 });
        await external_node_fs_.promises.writeFile(path, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    }
}
/** The most of a user's settings file an adapter reads: such files are a few KiB. */
const USER_FILE_CAP_BYTES = 1024 * 1024;
/**
 * Reads a file of the critic's user's own configuration: `path` under `$homeVariable` when the environment
 * sets it to an absolute path, else under HOME. Undefined when there is no such file, it cannot be read, or
 * it is larger than the cap: an adapter then writes its own settings alone.
 */
function userFileReader(env) {
    return (path, homeVariable) => {
        const own = homeVariable ? env[homeVariable] : undefined;
        const home = own && (0,external_node_path_.isAbsolute)(own) ? own : env.HOME;
        if (!home || !(0,external_node_path_.isAbsolute)(home))
            return undefined;
        try {
            const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(home, path));
            return bytes.length > USER_FILE_CAP_BYTES ? undefined : bytes.toString('utf8');
        }
        catch {
            return undefined;
        }
    };
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./src/critics/harness/process.ts
// Spawns one argv (never a shell), feeds or closes stdin, captures capped output, kills the process group on timeout.



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
/** The first `cap` bytes of an open file and how many more it holds; the descriptor is closed. */
function readCapped(fd, cap) {
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const buffer = Buffer.alloc(Math.min(size, cap));
        let read = 0;
        while (read < buffer.length) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, read, buffer.length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return { text: buffer.subarray(0, read).toString('utf8'), dropped: Math.max(0, size - read) };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The output file's text, or a note in its place when it cannot be read (never a throw in the runner). */
function readFileOutput(fd, cap) {
    try {
        return readCapped(fd, cap);
    }
    catch (error) {
        return { text: `[the-loop: could not read the output file: ${error.message}]`, dropped: 0 };
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
function notStarted(spawnError) {
    const dropped = { stdout: 0, stderr: 0 };
    return {
        code: null,
        signal: null,
        stdout: '',
        stderr: '',
        timedOut: false,
        droppedBytes: dropped,
        spawnError
    };
}
/** Runs argv to completion or timeout. Never throws for a failing child; the outcome says what happened. */
function spawnCaptured(request) {
    const [file, ...args] = request.argv;
    const cap = request.capBytes ?? process_OUTPUT_CAP_BYTES;
    const out = new CappedBuffer(cap);
    const err = new CappedBuffer(cap);
    // `wx+` (read and write, exclusive): a file planted at that path is refused, never followed. The child gets its own copy of the
    // descriptor; this one is kept to read the output back.
    let stdoutFd;
    try {
        stdoutFd = request.stdoutFile === undefined ? undefined : (0,external_node_fs_.openSync)(request.stdoutFile, 'wx+', 0o600);
    }
    catch (error) {
        return Promise.resolve(notStarted(`cannot create its output file: ${error.message}`));
    }
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
        const stdout = stdoutFd ?? 'pipe';
        const child = request.stdin === undefined
            ? (0,external_node_child_process_namespaceObject.spawn)(file ?? '', args, { ...options, stdio: ['ignore', stdout, 'pipe'] })
            : (0,external_node_child_process_namespaceObject.spawn)(file ?? '', args, { ...options, stdio: ['pipe', stdout, 'pipe'] });
        const pid = child.pid;
        trackGroup(pid);
        child.stdout?.on('data', (c) => out.push(c));
        child.stderr?.on('data', (c) => err.push(c));
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
            killTimer = setTimeout(() => {
                signalGroup(pid, 'SIGKILL');
                request.endAll?.();
            }, request.graceMs ?? KILL_GRACE_MS);
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
            const fromFile = stdoutFd === undefined ? undefined : readFileOutput(stdoutFd, cap);
            resolve({
                code,
                signal,
                stdout: fromFile?.text ?? out.text(),
                stderr: err.text(),
                timedOut,
                droppedBytes: { stdout: fromFile?.dropped ?? out.dropped, stderr: err.dropped },
                spawnError
            });
        };
        child.on('error', (e) => finish(null, null, e.message));
        child.on('exit', (code, signal) => {
            // A round leaves nothing behind: descendants that still hold the pipes open are ended,
            // otherwise 'close' would wait for a grandchild that never exits.
            signalGroup(pid, 'SIGKILL');
            request.endAll?.();
            child.on('close', () => finish(code, signal));
            // A descendant that left the group (setsid) may still hold a pipe: stop waiting for it.
            setTimeout(() => {
                child.stdin?.destroy();
                child.stdout?.destroy();
                child.stderr?.destroy();
                finish(code, signal);
            }, request.graceMs ?? KILL_GRACE_MS).unref();
        });
    });
}

;// CONCATENATED MODULE: ./src/critics/harness/adapter-model.ts
const MAX_TURNS = 20;
/**
 * These CLIs read a leading-dash positional as an option, so a prompt such as
 * `--dangerously-skip-permissions` would become a flag. A leading space keeps it text.
 */
function asPositionalText(prompt) {
    return prompt.startsWith('-') ? ` ${prompt}` : prompt;
}
/** argv with the model flag and the model appended, when a model is set. */
function withModel(argv, flag, model) {
    return model ? [...argv, flag, model] : argv;
}
/** The flags of `tools: read-only`, or none for `tools: allow`. */
const readOnly = (request, flags) => request.tools === 'read-only' ? flags : [];
/** Whether the CLI's calls besides the model API are to be switched off (`telemetry: off`). */
const quiet = (request) => request.telemetry === 'off';

;// CONCATENATED MODULE: ./src/critics/harness/gemini-files.ts
// The two files a Gemini CLI critic reads its limits from: a read-only deny policy and its private settings.
/**
 * Policy rules in Gemini CLI's TOML format (https://geminicli.com/docs/reference/policy-engine). A
 * `deny` without an argument pattern removes the tool from what the model is offered at all. Tool
 * names are the documented built-ins (https://geminicli.com/docs/reference/tools): the shell, the two
 * file writers, both web tools and the memory writer; `mcp_*` matches every tool of every MCP server.
 */
const GEMINI_READ_ONLY_POLICY = [
    '# Written by the-loop for one read-only critic run: no shell, no file edits, no web, no MCP tools.',
    '[[rule]]',
    'toolName = ["run_shell_command", "write_file", "replace", "web_fetch", "google_web_search", "save_memory"]',
    'decision = "deny"',
    'priority = 999',
    'denyMessage = "the-loop runs this critic read-only"',
    '',
    '[[rule]]',
    'toolName = "mcp_*"',
    'decision = "deny"',
    'priority = 999',
    'denyMessage = "the-loop runs this critic read-only"',
    ''
].join('\n');
/** Where gemini reads a user's settings, under its home (GEMINI_CLI_HOME, else HOME). */
const GEMINI_SETTINGS_PATH = '.gemini/settings.json';
const isSettings = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The user's settings as an object, or {} when there are none or they are not a JSON object. */
function ownSettings(text) {
    if (text === undefined)
        return {};
    try {
        const value = JSON.parse(text);
        return isSettings(value) ? value : {};
    }
    catch {
        // Gemini also reads JSON with comments; such a file is not merged, and an auth choice in it is lost.
        return {};
    }
}
/** `section` of `settings` with `values` on top, as a fresh object (a `__proto__` key stays data). */
function withSection(settings, section, values) {
    const current = Object.hasOwn(settings, section) ? settings[section] : undefined;
    return { ...settings, [section]: { ...(isSettings(current) ? current : {}), ...values } };
}
/**
 * The settings file of a critic's private GEMINI_CLI_HOME: the runner user's own settings (so a
 * `security.auth.selectedType` survives) with the session's turn bound and, unless telemetry is allowed,
 * usage statistics off (0.61 otherwise calls play.googleapis.com) on top.
 */
function geminiSettings(own, maxTurns, quiet) {
    let settings = withSection(ownSettings(own), 'model', { maxSessionTurns: maxTurns });
    if (quiet)
        settings = withSection(settings, 'privacy', { usageStatisticsEnabled: false });
    return `${JSON.stringify(settings, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/critics/harness/builtin-adapters.ts
// The built-in adapters: how claude, codex, cursor-agent and gemini are run once, headless, read-only unless told
// otherwise. What each flag does, and which version showed it:
// docs/harness-config.md#the-built-in-critics-as-tested.



const QUIET_CLAUDE = { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' };
/**
 * Claude Code (https://code.claude.com/docs/en/cli-reference, .../headless): `claude -p` with no prompt
 * argument reads the prompt from stdin. Read-only: Read, Grep and Glob are the only built-in tools
 * (--tools); shell, edit, web and every MCP tool are denied, and a deny rule holds whatever a settings
 * file allows (--disallowedTools); no MCP server from settings starts (--strict-mcp-config); user,
 * project and local settings files are ignored, so hooks planted in the working folder's
 * `.claude/settings.json` never run, and the file tools stay inside the working folder (--restricted, seen
 * to hold on 2.1.332: `__tests__/real-clis/claude.test.ts`); anything not pre-approved is refused instead
 * of asked (--permission-mode dontAsk). The two list flags are each followed by another flag, so neither
 * swallows a later argument. --max-turns bounds the agentic loop in print mode (accepted though not in
 * `--help`). --no-session-persistence: the session, diff included, is not saved under `~/.claude`.
 * CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: without it 2.1.332 calls api.anthropic.com even with a base URL.
 */
const claude = {
    binary: 'claude',
    docs: 'https://code.claude.com/docs/en/cli-reference',
    promptVia: 'stdin',
    outputFormat: 'json',
    loosening: {
        flags: [
            '--tools',
            '--allowedTools',
            '--allowed-tools',
            '--permission-mode',
            '--dangerously-skip-permissions',
            '--allow-dangerously-skip-permissions',
            '--setting-sources',
            '--settings',
            '--mcp-config',
            '--add-dir',
            '--plugin-dir',
            '--plugin-url'
        ]
    },
    pinnedEnv: [],
    call: (request) => ({
        argv: withModel([
            '-p',
            '--output-format',
            'json',
            ...readOnly(request, [
                '--tools',
                'Read,Grep,Glob',
                '--disallowedTools',
                'Bash,Edit,Write,NotebookEdit,WebFetch,WebSearch,mcp__*',
                '--strict-mcp-config',
                '--restricted',
                '--permission-mode',
                'dontAsk'
            ]),
            '--no-session-persistence',
            '--max-turns',
            String(MAX_TURNS)
        ], '--model', request.model),
        stdin: request.prompt,
        files: {},
        env: quiet(request) ? QUIET_CLAUDE : {}
    })
};
/**
 * Codex (https://developers.openai.com/codex/noninteractive, .../codex/cli/reference): `codex exec -`
 * reads the prompt from stdin; `--json` prints JSONL events. Read-only: the read-only sandbox (no
 * writes, no network for commands), approvals never asked (exec's default, pinned here), the shell
 * tools off and the hosted web search off (it is not covered by the sandbox), all documented config
 * keys (https://developers.openai.com/codex/config-reference). With the shell off a read-only codex opens
 * no file: it reviews the prompt alone. `--skip-git-repo-check`: the review workspace is not a checkout.
 * `--ephemeral`: no session files on disk. Telemetry off: analytics and the plugin catalogue (calls to
 * chatgpt.com and github.com on 0.171) are switched off. codex exec has no turn limit.
 */
const codex = {
    binary: 'codex',
    docs: 'https://developers.openai.com/codex/noninteractive',
    promptVia: 'stdin',
    outputFormat: 'json',
    loosening: {
        flags: [
            '--sandbox',
            '-s',
            '--dangerously-bypass-approvals-and-sandbox',
            '--dangerously-bypass-hook-trust',
            '--yolo',
            '--full-auto',
            '--not-so-yolo',
            '--add-dir',
            '--search',
            // `--enable shell_tool` is `-c features.shell_tool=true`; `--trust` trusts the folder's own config.
            '--enable',
            '--trust'
        ],
        configKeys: [
            'approval_policy',
            'sandbox_mode',
            'web_search',
            'features',
            'tools',
            'projects',
            'mcp_servers'
        ]
    },
    pinnedEnv: [],
    call: (request) => ({
        argv: [
            ...withModel([
                'exec',
                '--json',
                '--skip-git-repo-check',
                '--ephemeral',
                ...readOnly(request, [
                    '--sandbox',
                    'read-only',
                    '-c',
                    'approval_policy="never"',
                    '-c',
                    'web_search="disabled"',
                    '-c',
                    'features.shell_tool=false',
                    '-c',
                    'features.unified_exec=false'
                ]),
                ...(quiet(request)
                    ? [
                        '-c',
                        'analytics.enabled=false',
                        '-c',
                        'features.plugins=false',
                        '-c',
                        'features.remote_plugin=false'
                    ]
                    : [])
            ], '-m', request.model),
            '-'
        ],
        stdin: request.prompt,
        files: {},
        env: {}
    })
};
/**
 * Cursor Agent (https://cursor.com/docs/cli/headless, .../cli/reference/parameters), checked from its
 * documentation only: it is not on npm, so no test here runs the real binary. Print mode takes the prompt
 * as an argument. Its docs name piped stdin only as a reason to infer print mode, never as a prompt
 * source, so the prompt stays one argv element and is held to the one-argument limit. Read-only: `--mode
 * ask`, "read-only exploration without making changes" (https://cursor.com/docs/cli/overview); never
 * --force. The references spell the model flag `--model`. It has no turn limit and reports no usage.
 */
const cursor = {
    binary: 'cursor-agent',
    docs: 'https://cursor.com/docs/cli/headless',
    promptVia: 'argv',
    outputFormat: 'json',
    loosening: { flags: ['--mode', '--plan', '--force', '-f', '--yolo', '--sandbox', '--approve-mcps'] },
    pinnedEnv: [],
    call: (request) => ({
        argv: withModel([
            '-p',
            asPositionalText(request.prompt),
            '--output-format',
            'json',
            ...readOnly(request, ['--mode', 'ask'])
        ], '--model', request.model),
        files: {},
        env: {}
    })
};
/**
 * Gemini CLI (https://geminicli.com/docs/cli/headless, .../cli/cli-reference): with stdin piped it runs
 * headless and reads the prompt from stdin (`cat file | gemini`). `--skip-trust`: 0.61 refuses an
 * untrusted folder headless (exit 55), and the flag, unlike GEMINI_CLI_TRUST_WORKSPACE=true, still
 * leaves the folder's own `.gemini/settings.json` (hooks, MCP servers) unloaded; the variable is pinned to
 * false. Its plan mode is reported not to hold headless, so read-only is a deny policy
 * (https://geminicli.com/docs/reference/policy-engine), loaded at the admin tier (--admin-policy) and
 * again at the user tier (--policy) in case an administrator's policy directory makes the supplemental
 * admin file ignored; --approval-mode default turns any other confirmation into a denial when headless.
 * The turn bound (model.maxSessionTurns) sits in a private GEMINI_CLI_HOME: 0.61 reads a system defaults
 * file only when root owns it and every folder above it, which no runner's temp folder is. That settings
 * file is the runner user's own, so an auth choice survives, with the bound and the no-telemetry setting
 * on top. GEMINI_CLI_NO_RELAUNCH: no second node process for a bigger heap (~0.6 s of start-up).
 */
const gemini = {
    binary: 'gemini',
    docs: 'https://geminicli.com/docs/cli/headless',
    promptVia: 'stdin',
    outputFormat: 'json',
    loosening: { flags: ['--approval-mode', '--yolo', '-y', '--allowed-tools'] },
    pinnedEnv: [
        'GEMINI_CLI_TRUST_WORKSPACE',
        'GEMINI_CLI_HOME',
        'GEMINI_CLI_SYSTEM_SETTINGS_PATH',
        'GEMINI_CLI_SYSTEM_DEFAULTS_PATH'
    ],
    call: (request) => {
        const policy = (0,external_node_path_.join)(request.dir, 'read-only-policy.toml');
        const own = request.readUserFile?.(GEMINI_SETTINGS_PATH, 'GEMINI_CLI_HOME');
        const files = {
            [(0,external_node_path_.join)(request.dir, GEMINI_SETTINGS_PATH)]: geminiSettings(own, MAX_TURNS, quiet(request))
        };
        if (request.tools === 'read-only')
            files[policy] = GEMINI_READ_ONLY_POLICY;
        return {
            argv: withModel([
                '--output-format',
                'json',
                '--skip-trust',
                ...readOnly(request, ['--approval-mode', 'default', '--admin-policy', policy, '--policy', policy])
            ], '-m', request.model),
            stdin: request.prompt,
            files,
            // 0.61 exits before a pipe drains: a large JSON answer arrived cut at ~250 KB, whole in a file.
            stdoutFile: (0,external_node_path_.join)(request.dir, 'stdout.json'),
            env: {
                GEMINI_CLI_HOME: request.dir,
                GEMINI_CLI_TRUST_WORKSPACE: 'false',
                GEMINI_CLI_NO_RELAUNCH: 'true'
            }
        };
    }
};
const BUILTIN_ADAPTERS = { claude, cursor, codex, gemini };

;// CONCATENATED MODULE: ./src/critics/harness/adapters.ts


/** @internal */

/** @internal */
const ADAPTERS = BUILTIN_ADAPTERS;
function adapters_adapterFor(harness) {
    return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : undefined;
}
function builtinHarnessNames() {
    return Object.keys(ADAPTERS);
}
/** The first name of a critic's `env` that this adapter pins, if any (case-insensitive, as env.ts reads names). */
function pinnedEnvName(adapter, names) {
    return names.find((name) => adapter.pinnedEnv.includes(name.toUpperCase()));
}
/** The first of `args` that would undo a read-only run of this adapter's CLI, if any. */
function looseningArg(adapter, args) {
    const { flags, configKeys = [] } = adapter.loosening;
    const named = (arg, flag) => arg === flag || arg.startsWith(`${flag}=`);
    return args.find((arg, i) => {
        if (flags.some((flag) => named(arg, flag)))
            return true;
        // `-c key=value` / `--config key=value` (or `-ckey=value`): a config key the read-only set pins.
        const setting = arg === '-c' || arg === '--config' ? args[i + 1] : /^(-c|--config=)(.+)$/.exec(arg)?.[2];
        const key = setting?.split('=')[0]?.trim() ?? '';
        return configKeys.some((k) => key === k || key.startsWith(`${k}.`));
    });
}

;// CONCATENATED MODULE: ./src/critics/harness/resolve.ts
// resolveInvocation: a critic + placeholder values -> argv, stdin and files (pure; the security-critical step).




const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
/**
 * The most prompt one argv element may carry. Linux refuses a single argument past 128 KiB
 * (MAX_ARG_STRLEN, `spawn E2BIG`); the margin leaves room for the rest of argv and the environment.
 * @internal
 */
const PROMPT_ARG_LIMIT_BYTES = 100 * 1024;
/** Names of every `{placeholder}` mentioned in one argument, known or not. */
function placeholdersIn(arg) {
    return [...arg.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]);
}
/**
 * Replaces each `{name}` inside one argv element. The result is always exactly one element:
 * a value can never add a word boundary. Unknown names throw; known but unset become "".
 * @internal
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
const kib = (bytes) => `${Math.ceil(bytes / 1024)} KiB`;
/** Why the `{prompt}` arguments of this critic cannot carry this prompt, if they cannot. */
function promptArgProblem(critic, args) {
    const sizes = critic.args
        .map((raw, i) => (placeholdersIn(raw).includes('prompt') ? Buffer.byteLength(args[i], 'utf8') : 0))
        .filter((bytes) => bytes > PROMPT_ARG_LIMIT_BYTES);
    if (sizes.length === 0)
        return undefined;
    return (`critic '${critic.name}': {prompt} would put ${kib(Math.max(...sizes))} into one argument, over the ` +
        `${kib(PROMPT_ARG_LIMIT_BYTES)} limit; pass the prompt as a file with {promptFile} instead`);
}
/**
 * The invocation for one critic round; throws CriticConfigError and spawns nothing on any config fault.
 * `dir` is where an adapter's files go: runCritic passes a fresh private directory; the default only
 * serves callers that check a critic without running it.
 */
function resolveInvocation(critic, values, dir = (0,external_node_path_.join)((0,external_node_os_namespaceObject.tmpdir)(), 'the-loop-unwritten'), readUserFile) {
    if (critic.error)
        throw new CriticConfigError(`critic '${critic.name}': ${critic.error}`, critic.where);
    if (!critic.enabled)
        throw new CriticConfigError(`critic '${critic.name}' is disabled in config`, critic.where);
    const extra = critic.args.map((a) => substitute(a, values, critic.name));
    const refusal = promptArgProblem(critic, extra);
    const withRefusal = (invocation) => refusal ? { ...invocation, refusal } : invocation;
    // A command critic gets its prompt through {prompt}/{promptFile} only; its stdin is closed.
    if (critic.command)
        return withRefusal({
            argv: [critic.command, ...extra],
            files: {},
            env: {},
            outputFormat: critic.outputFormat
        });
    const adapter = adapters_adapterFor(critic.harness);
    if (!adapter) {
        throw new CriticConfigError(`critic '${critic.name}': harness '${critic.harness}' has no built-in invocation; ` +
            `set 'command' (+ 'args') or use one of: ${builtinHarnessNames().join(', ')}`, critic.where);
    }
    const loose = critic.tools === 'read-only' ? looseningArg(adapter, critic.args) : undefined;
    if (loose !== undefined) {
        const why = `args '${loose}' would undo tools: read-only for ${adapter.binary}`;
        throw new CriticConfigError(`critic '${critic.name}': ${why}`, critic.where);
    }
    const pinned = pinnedEnvName(adapter, Object.keys(critic.env));
    if (pinned !== undefined) {
        const why = `'env' may not set ${pinned}: the ${adapter.binary} adapter sets it`;
        throw new CriticConfigError(`critic '${critic.name}': ${why}`, critic.where);
    }
    const prompt = values.prompt ?? '';
    const { model, tools, telemetry } = critic;
    const call = adapter.call({ prompt, model, tools, telemetry, dir, readUserFile });
    const invocation = withRefusal({
        ...call,
        argv: [adapter.binary, ...call.argv, ...extra],
        outputFormat: adapter.outputFormat
    });
    const bytes = Buffer.byteLength(asPositionalText(prompt), 'utf8');
    if (adapter.promptVia === 'argv' && bytes > PROMPT_ARG_LIMIT_BYTES && !invocation.refusal) {
        invocation.refusal =
            `critic '${critic.name}': ${adapter.binary} takes its prompt as one argument (its documentation ` +
                `names no stdin or file input) and this prompt is ${kib(bytes)}, over the ${kib(PROMPT_ARG_LIMIT_BYTES)} ` +
                `limit; use a harness that reads stdin (claude, codex, gemini) for a change this large`;
    }
    return invocation;
}
/** The executable a critic would run, or "" when it has none. */
function binaryOf(critic) {
    return critic.command || adapterFor(critic.harness)?.binary || '';
}

;// CONCATENATED MODULE: ./src/critics/harness/run.ts
// runCritic: one critic, one subprocess, one envelope; runRound runs several critics concurrently.







// process.hrtime, not performance.now(): node loads its whole perf_hooks module for the latter, ~2 ms of a
// `the-loop critic run` (bench/cli.bench.ts).
const hrtimeMs = () => Number(process.hrtime.bigint() / 1000n) / 1000;
/** The clock of a job whose durations are all 0 s (CriticsJob.stoppedClock). */
const STOPPED_CLOCK = () => 0;
/** The run options' clock for a job: stopped when its clock is. */
function clockOf(job) {
    return job.stoppedClock ? { clock: STOPPED_CLOCK } : {};
}
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
    const planned = resolveInvocation(critic, values);
    const envelope = envelope_newEnvelope(critic);
    if (planned.refusal !== undefined) {
        envelope.error = planned.refusal;
        return envelope;
    }
    const binary = planned.argv[0];
    // The critic's environment before the adapter's variables: where its binary is found and its home is.
    const criticEnv = buildCriticEnv(options.baseEnv ?? process.env, critic.env);
    // A CLI the critics step installed for this round is run by its absolute path
    // (src/critics/handoff/critic-clis.ts).
    const program = critic.program ?? findExecutable(binary, criticEnv, options.cwd);
    if (!program) {
        envelope.error = `critic CLI '${binary}' not found on PATH; install it or fix 'command'/'harness' of critic '${critic.name}'`;
        return envelope;
    }
    const boundary = options.boundary;
    if (boundary) {
        // PATH is searched here, by the harness: under sudo the switch replaces PATH before the program starts.
        const invocation = resolveInvocation(critic, values, boundary.filesDir, userFileReader(criticEnv));
        await writePrivateFiles(invocation.files);
        await boundary.handOver();
        const outputFile = invocation.stdoutFile && (0,external_node_path_.join)(boundary.outputDir, (0,external_node_path_.basename)(invocation.stdoutFile));
        const argv = [program, ...invocation.argv.slice(1)];
        return execute(critic, { ...invocation, argv, ...(outputFile ? { stdoutFile: outputFile } : {}) }, options, envelope);
    }
    const installed = (invocation) => critic.program ? { ...invocation, argv: [critic.program, ...invocation.argv.slice(1)] } : invocation;
    if (Object.keys(planned.files).length === 0 && planned.stdoutFile === undefined)
        return execute(critic, installed(planned), options, envelope);
    // The adapter's files (a deny policy, a settings layer, an output file) live in a directory of this run only.
    return withPrivateDir(async (dir) => {
        const invocation = resolveInvocation(critic, values, dir, userFileReader(criticEnv));
        await writePrivateFiles(invocation.files);
        return execute(critic, installed(invocation), options, envelope);
    });
}
async function execute(critic, invocation, options, envelope) {
    const binary = invocation.argv[0];
    const boundary = options.boundary;
    const env = buildCriticEnv(options.baseEnv ?? process.env, {
        ...critic.env,
        ...invocation.env,
        ...boundary?.env
    });
    const limit = options.timeoutSeconds ?? critic.timeoutSeconds;
    const clock = options.clock ?? hrtimeMs;
    const started = clock();
    const outcome = await spawnCaptured({
        argv: boundary ? boundary.wrap(invocation.argv, options.cwd) : invocation.argv,
        stdin: invocation.stdin,
        ...(invocation.stdoutFile === undefined ? {} : { stdoutFile: invocation.stdoutFile }),
        // Behind the boundary the switch enters the folder as the critic's user; the harness may not enter it.
        cwd: boundary ? '/' : options.cwd,
        env,
        timeoutMs: limit * 1000,
        graceMs: options.graceMs,
        capBytes: options.capBytes,
        ...(boundary ? { endAll: () => boundary.endAll() } : {})
    });
    envelope.durationSeconds = roundSeconds(clock() - started);
    const note = capNote(outcome);
    if (outcome.spawnError !== undefined) {
        envelope.error = `could not run ${binary}: ${outcome.spawnError}`;
        return envelope;
    }
    envelope.usage = usageFromOutput(outcome.stdout);
    if (outcome.timedOut) {
        envelope.output = extractOutput(outcome.stdout, invocation.outputFormat) + note;
        envelope.error = `${binary} timed out after ${limit}s`;
        return envelope;
    }
    envelope.exitCode = outcome.code ?? -1;
    envelope.output = extractOutput(outcome.stdout, invocation.outputFormat) + note;
    if (outcome.code === 0) {
        envelope.ok = true;
        return envelope;
    }
    // The answer's text, not the CLI's whole JSON: a failed claude run says "Invalid API key", not 2 KB of JSON.
    const detail = outcome.stderr.trim() || envelope.output.trim() || (outcome.signal ? `killed by ${outcome.signal}` : '');
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

;// CONCATENATED MODULE: ./src/critics/handoff/round-critics.ts
// The critics phase: every (critic, part) run of a job, in one pool of at most the job's maxParallel processes,
// each on its prompt. It takes a job and gives envelopes; it has no GitHub access at all (in the actions it runs
// in a step of its own, holding no token).






/** One run: on the shared prompt file, or on a file of its part's own when it reads one. */
async function runOne(job, run, sharedFile, opts) {
    if (run.refusal !== undefined)
        return refusedEnvelope(run, run.refusal);
    const { critic } = run;
    const cwd = critic.cwd ? (0,external_node_path_.resolve)(job.workspace, critic.cwd) : job.workspace;
    // A part's prompt is put together now, as its run starts, and let go when the run ends.
    const prompt = run.prompt();
    const call = async (promptFile) => {
        const values = { prompt, promptFile, model: critic.model, workItem: job.workItem, cwd };
        const options = { cwd, ...(opts.baseEnv ? { baseEnv: opts.baseEnv } : {}), ...clockOf(job) };
        const [envelope] = await runRound([{ critic, values, options }]);
        return run.part === undefined ? envelope : { ...envelope, part: run.part };
    };
    if (run.part === undefined)
        return call(sharedFile);
    return withPromptFile(prompt, call, needsPromptFile([critic]));
}
/**
 * The envelopes come back redacted of every secret value in the critics' base environment (the model keys;
 * and the token too while one process runs every phase), with a count per critic, so nothing unredacted
 * leaves this phase to be posted, summarised or stored.
 */
async function runJobCritics(job, opts = {}) {
    const runs = critic_runs_plannedRuns(job);
    const onShared = runs.filter((r) => r.part === undefined && r.refusal === undefined).map((r) => r.critic);
    const envelopes = await withPromptFile(job.prompt, (sharedFile) => inPool(job.maxParallel, runs.map((run) => () => runOne(job, run, sharedFile, opts))), needsPromptFile(onShared));
    return redactEnvelopes(envelopes, redactorFor(opts.baseEnv ?? process.env));
}

;// CONCATENATED MODULE: ./src/critics/harness/leftovers.ts
// Ends every process a round's critics left behind, including those that left its process group (setsid).
// Two scans: by marker (each critic's environment carries a random marker, visible in /proc/<pid>/environ for
// as long as the process lives) and by membership (same user, started during the step, marked or hiding).

/** The variable that marks every process of one critics step; its value is random per step. */
const CRITIC_MARKER_VAR = 'THE_LOOP_CRITIC_SESSION';
/** Passes over /proc before giving up: a process forking while it is scanned is caught by the next pass. */
const MAX_PASSES = 25;
/** How far up the PPid chain to walk; a real chain is a few dozen deep, a loop in a fake /proc must end. */
const MAX_ANCESTORS = 4096;
function readEnviron(procRoot, pid) {
    try {
        return { kind: 'read', text: (0,external_node_fs_.readFileSync)(`${procRoot}/${pid}/environ`, 'latin1') };
    }
    catch (error) {
        const code = error.code;
        // ENOENT / ESRCH: the process exited between the listing and the read. Anything else (EACCES for a
        // process that made itself non-dumpable, or another user's) is a process we cannot see into.
        return code === 'ENOENT' || code === 'ESRCH' ? { kind: 'gone' } : { kind: 'unreadable' };
    }
}
function carriesMarker(environ, marker) {
    return environ.split('\0').includes(`${CRITIC_MARKER_VAR}=${marker}`);
}
function pidNames(procRoot) {
    try {
        return (0,external_node_fs_.readdirSync)(procRoot).filter((name) => /^\d+$/.test(name));
    }
    catch {
        return [];
    }
}
/** Pids (other than this process) whose start-up environment carries the marker. */
/** @internal */
function markedProcesses(marker, procRoot = '/proc') {
    const found = [];
    for (const name of pidNames(procRoot)) {
        if (Number(name) === process.pid)
            continue;
        const environ = readEnviron(procRoot, name);
        if (environ.kind === 'read' && carriesMarker(environ.text, marker))
            found.push(Number(name));
    }
    return found;
}
/** SIGKILLs what `scan` finds, pass after pass, until a pass finds nothing or the passes run out. */
function killUntilNone(scan) {
    let killed = 0;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
        const pids = scan();
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
/**
 * SIGKILLs every marked process until a whole pass finds none. Returns how many were killed. Only Linux has
 * /proc; elsewhere it returns 0 (the process-group kill after each critic still applies). It looks at the
 * marker only, not at start times, so it also works inside a long-lived process (a test's jest worker); it
 * misses a process whose environ it cannot read: killStepLeftovers closes that gap for a critics step.
 */
function killMarkedProcesses(marker) {
    if (process.platform !== 'linux' || marker === '')
        return 0;
    return killUntilNone(() => markedProcesses(marker));
}
/** The fields of /proc/<pid>/stat from field 3 (state) on; [19] is field 22. */
function fieldsAfterComm(stat) {
    // Field 2 (comm) is in parentheses and may itself hold spaces and ')': count from after the LAST ')'.
    const close = stat.lastIndexOf(')');
    return close < 0
        ? undefined
        : stat
            .slice(close + 1)
            .trim()
            .split(/\s+/);
}
/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
/** @internal */
function startTicksOfStat(stat) {
    const ticks = Number(fieldsAfterComm(stat)?.[19]);
    return Number.isSafeInteger(ticks) && ticks >= 0 ? ticks : undefined;
}
/** When a process started, or undefined once it is gone or dead (a zombie runs no code, awaits reaping). */
function liveStartTicks(procRoot, pid) {
    let stat;
    try {
        stat = (0,external_node_fs_.readFileSync)(`${procRoot}/${pid}/stat`, 'latin1');
    }
    catch {
        return undefined; // gone
    }
    const state = fieldsAfterComm(stat)?.[0];
    // Counting a zombie whose parent does not reap it would make every pass find it until the passes run out.
    return state === 'Z' || state === 'X' ? undefined : startTicksOfStat(stat);
}
function statusOf(procRoot, pid) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(`${procRoot}/${pid}/status`, 'latin1');
    }
    catch {
        return undefined; // gone
    }
    const uid = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(text);
    const ppid = /^PPid:\s+(\d+)/m.exec(text);
    if (!uid || !ppid)
        return undefined;
    return { uids: [Number(uid[1]), Number(uid[2]), Number(uid[3])], ppid: Number(ppid[1]) };
}
/** This process and every process above it: killing the step's own bash or node would end the step. */
function selfAndAncestors(procRoot, selfPid) {
    const chain = new Set([selfPid]);
    let pid = selfPid;
    for (let depth = 0; depth < MAX_ANCESTORS; depth++) {
        const parent = statusOf(procRoot, String(pid))?.ppid;
        if (parent === undefined || parent <= 0 || chain.has(parent))
            break;
        chain.add(parent);
        pid = parent;
    }
    return chain;
}
/**
 * Pids that belong to this critics step: a real, effective or saved uid equal to ours, started at or after
 * the step began, neither this process nor one of its ancestors, and an environ that carries the marker or
 * cannot be read. A process can make its environ unreadable even to its own user (prctl(PR_SET_DUMPABLE, 0)):
 * the marker scan never sees such a process, so here being unreadable counts as being marked.
 *
 * A readable environ without the marker is spared on purpose: other programs of the same user started
 * during the step (parallel test workers, the runner's own helpers) are not the critics' and must live.
 * The cost is an open gap: a critic that re-executes itself with an emptied environment (exec makes it
 * dumpable again, so its environ is readable and unmarked) escapes this scan.
 * @internal
 */
function stepLeftovers(marker, opts = {}) {
    const procRoot = opts.procRoot ?? '/proc';
    const selfPid = opts.selfPid ?? process.pid;
    const uid = process.getuid?.();
    if (uid === undefined || marker === '')
        return [];
    // The critics step is one node process exec'd from the step's bash: its own start is the step's start.
    // If even that cannot be read, every process since boot is a candidate (still only marked or hidden ones).
    const stepStart = opts.stepStartTicks ?? liveStartTicks(procRoot, String(selfPid)) ?? 0;
    const spared = selfAndAncestors(procRoot, selfPid);
    const found = [];
    for (const name of pidNames(procRoot)) {
        const pid = Number(name);
        if (spared.has(pid))
            continue;
        const status = statusOf(procRoot, name);
        if (!status?.uids.includes(uid))
            continue;
        const started = liveStartTicks(procRoot, name);
        if (started === undefined || started < stepStart)
            continue;
        const environ = readEnviron(procRoot, name);
        if (environ.kind === 'unreadable' || (environ.kind === 'read' && carriesMarker(environ.text, marker))) {
            found.push(pid);
        }
    }
    return found;
}
/**
 * SIGKILLs every process of this critics step (see stepLeftovers) until a whole pass finds none. Returns how
 * many were killed. Linux only (it reads /proc); elsewhere it returns 0. Meant for the critics step's own
 * process, not for a long-lived one: "started after the step" is measured from the caller's own start.
 */
function killStepLeftovers(marker, opts = {}) {
    if (process.platform !== 'linux' || marker === '')
        return 0;
    return killUntilNone(() => stepLeftovers(marker, opts));
}

// EXTERNAL MODULE: ./src/critics/isolation/elevated-step.ts
var elevated_step = __nccwpck_require__(373);
;// CONCATENATED MODULE: ./src/critics/isolation/tools.ts
// The system programs the critic boundary runs, each by absolute path (a PATH folder a critic could write never
// decides which program runs as root), and one way to run them: argv, no shell, a small fixed environment.

const TOOLS = {
    sudo: '/usr/bin/sudo',
    useradd: '/usr/sbin/useradd',
    userdel: '/usr/sbin/userdel',
    groupdel: '/usr/sbin/groupdel',
    setpriv: '/usr/bin/setpriv',
    prlimit: '/usr/bin/prlimit',
    find: '/usr/bin/find',
    /** kill(2) of -1 comes from bash's builtin: procps' /usr/bin/kill takes `-1` for a signal, never for "all". */
    bash: '/bin/bash',
    chown: '/usr/bin/chown',
    rm: '/usr/bin/rm',
    chmod: '/usr/bin/chmod',
    env: '/usr/bin/env'
};
/** The environment of every boundary tool: nothing of the job's, so no key reaches useradd or find. */
const TOOL_ENV = { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' };
/** What a tool may print before the rest is dropped: these tools print a line or a list of paths. */
const TOOL_OUTPUT_CAP = 1024 * 1024;
/** Runs one argv to its end; never throws (a program that cannot start comes back as code null). */
function runTool(argv, env = TOOL_ENV, timeoutMs = 30_000) {
    return new Promise((resolve) => {
        const [file, ...args] = argv;
        const out = [];
        const err = [];
        let kept = 0;
        const keep = (into) => (chunk) => {
            if (kept >= TOOL_OUTPUT_CAP)
                return;
            kept += chunk.length;
            into.push(chunk);
        };
        const child = (0,external_node_child_process_namespaceObject.spawn)(file ?? '', args, { env, stdio: ['ignore', 'pipe', 'pipe'], shell: false });
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.stdout.on('data', keep(out));
        child.stderr.on('data', keep(err));
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve({ code: null, stdout: '', stderr: error.message });
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            resolve({
                code,
                stdout: Buffer.concat(out).toString('utf8'),
                stderr: Buffer.concat(err).toString('utf8')
            });
        });
    });
}
/** One line of a tool's failure for an error message: its stderr, or its exit code. */
function toolFailure(argv, result) {
    const said = result.stderr.trim().split('\n')[0] ?? '';
    return `${argv[0]} failed (${result.code === null ? 'did not run' : `exit ${result.code}`})${said ? `: ${said}` : ''}`;
}

;// CONCATENATED MODULE: ./src/critics/isolation/switch.ts

const GIB = 1024 ** 3;
/**
 * Resource limits of every process of a critic. RLIMIT_NPROC counts all processes and threads of the uid, so
 * it bounds a fork bomb for the user as a whole. V8 reserves about 10 GiB of address space per WebAssembly
 * memory (an 8 GiB RLIMIT_AS already fails `new WebAssembly.Memory`, measured with node 20), so the
 * address-space bound is generous and RLIMIT_DATA (memory actually writable) is the one that bites.
 */
const CRITIC_LIMITS = {
    processes: 512,
    fileBytes: 1 * GIB,
    dataBytes: 8 * GIB,
    addressSpaceBytes: 128 * GIB
};
function dropPrivileges(user) {
    return [
        TOOLS.setpriv,
        `--reuid=${user.uid}`,
        `--regid=${user.gid}`,
        '--clear-groups',
        '--no-new-privs',
        '--'
    ];
}
function limits() {
    const l = CRITIC_LIMITS;
    return [
        TOOLS.prlimit,
        `--nproc=${l.processes}`,
        `--fsize=${l.fileBytes}`,
        `--data=${l.dataBytes}`,
        `--as=${l.addressSpaceBytes}`,
        '--core=0',
        '--'
    ];
}
/** The last hop: env enters the critic's working folder as the critic's user, which may be closed to others. */
function lastHop(cwd) {
    return [TOOLS.env, `--chdir=${cwd}`, '--'];
}
/**
 * Runs `argv` (its program named by absolute path: PATH is searched before the switch, by the harness) as the
 * critic's user with the critic's limits, in `cwd`.
 */
function asCriticUser(user, argv, cwd) {
    return [...dropPrivileges(user), ...limits(), ...lastHop(cwd), ...argv];
}
/** Runs `argv` as the critic's user without limits (the boundary's own probes and kills). */
function asCriticUserPlain(user, argv) {
    return [...dropPrivileges(user), ...argv];
}

;// CONCATENATED MODULE: ./src/critics/isolation/boundary-probe.ts
// Probes the boundary before trusting it: as each critic's user, find(1)'s -writable/-readable (access(2) with
// that user's ids) on everything publish runs or reads and every folder above them, and on the credentials a
// runner's user may hold. One find process per critic answers for every path.




/** The action's files that a later step runs or reads. */
function actionFiles(root) {
    const files = [
        root,
        (0,external_node_path_.join)(root, 'dist'),
        (0,external_node_path_.join)(root, 'action.yml'),
        (0,external_node_path_.join)(root, 'steps'),
        (0,external_node_path_.join)(root, 'steps/critics.sh')
    ];
    for (const entry of ['main', 'critics-step', 'critic-action', 'review']) {
        const dir = (0,external_node_path_.join)(root, 'dist', entry);
        files.push(dir, (0,external_node_path_.join)(dir, 'index.js'), (0,external_node_path_.join)(dir, 'package.json'));
    }
    files.push((0,external_node_path_.join)(root, 'critic'), (0,external_node_path_.join)(root, 'critic/action.yml'), (0,external_node_path_.join)(root, 'review'), (0,external_node_path_.join)(root, 'review/action.yml'));
    return files;
}
/** Where the runner's user keeps credentials outside the workspace (the workspace's own are checked apart). */
function credentialFiles(home, runnerTemp) {
    const inHome = ['.git-credentials', '.config/gh/hosts.yml', '.docker/config.json', '.npmrc'].map((f) => (0,external_node_path_.join)(home, f));
    let inTemp = [];
    try {
        // actions/checkout may keep the token in `$RUNNER_TEMP/git-credentials-<uuid>.config`.
        inTemp = (0,external_node_fs_.readdirSync)(runnerTemp)
            .filter((name) => name.startsWith('git-credentials-'))
            .map((name) => (0,external_node_path_.join)(runnerTemp, name));
    }
    catch {
        // no such folder: nothing kept there
    }
    return [...inHome, ...inTemp];
}
function boundaryTargets(places) {
    const write = new Map();
    const add = (path, what) => {
        if (path && (0,external_node_path_.isAbsolute)(path) && !write.has(path))
            write.set(path, what);
    };
    for (const file of actionFiles(places.actionRoot))
        add(file, "the action's files");
    add(places.nodePath, 'the node binary publish runs');
    add((0,external_node_path_.dirname)(places.nodePath), "the node binary's folder");
    // An empty or relative PATH entry means a folder relative to the working directory, which is the workspace.
    for (const dir of places.path.split(':'))
        add((0,external_node_path_.resolve)(places.workspace, dir || '.'), 'a folder on PATH');
    add(places.workspace, 'the workspace');
    add(places.runnerTemp, 'RUNNER_TEMP');
    add(places.handoffDir, "the steps' handoff folder");
    for (const file of places.fileCommands)
        add(file, 'a file-command file');
    if (places.cliFolder)
        add(places.cliFolder, "the critic CLIs' folder");
    const above = new Map();
    for (const path of write.keys()) {
        for (let child = path, dir = (0,external_node_path_.dirname)(path); dir !== child; child = dir, dir = (0,external_node_path_.dirname)(dir)) {
            if (!write.has(dir) && !above.has(dir))
                above.set(dir, child);
        }
    }
    return { write, above, read: credentialFiles(places.home, places.runnerTemp) };
}
/** The find argv: every path at depth 0, one NUL-ended `<w|r|x>\t<path>` line per access the user has. */
function probeArgv(paths) {
    const test = (flag, letter) => ['(', flag, '-printf', `${letter}\\t%p\\0`, ')'];
    return [
        TOOLS.find,
        ...paths,
        '-maxdepth',
        '0',
        ...test('-writable', 'w'),
        ',',
        ...test('-readable', 'r'),
        ',',
        ...test('-executable', 'x')
    ];
}
/** @internal */
function parseProbe(stdout) {
    const access = { writable: new Set(), readable: new Set(), executable: new Set() };
    for (const record of stdout.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab !== 1)
            continue;
        const path = record.slice(2);
        const set = { w: access.writable, r: access.readable, x: access.executable }[record[0]];
        set?.add(path);
    }
    return access;
}
/**
 * A writable folder above a target is harmless when it is sticky (/tmp) and the entry below it on the way down
 * belongs to this process's user or root: others may add entries there but not rename or remove that one.
 */
function stickyAndOurs(dir, child, ownUid) {
    try {
        const sticky = ((0,external_node_fs_.lstatSync)(dir).mode & 0o1000) !== 0;
        const owner = (0,external_node_fs_.lstatSync)(child).uid;
        return sticky && (owner === ownUid || owner === 0);
    }
    catch {
        return false;
    }
}
/** What the access of one critic's user breaks; empty when the boundary holds. */
function boundaryProblems(targets, access, ownUid) {
    const problems = [];
    for (const [path, what] of targets.write)
        if (access.writable.has(path))
            problems.push(`can write ${path} (${what})`);
    for (const [dir, child] of targets.above) {
        if (access.writable.has(dir) && !stickyAndOurs(dir, child, ownUid))
            problems.push(`can write ${dir}, a folder above ${child}`);
    }
    for (const path of targets.read)
        if (access.readable.has(path))
            problems.push(`can read ${path} (a credential)`);
    return problems;
}
/**
 * The folders among the problems that a step before the action can close (`sudo chmod go-w`): writable targets
 * and writable folders above them, but not the files, which the action or the workflow made.
 */
function foldersToClose(targets, access, ownUid) {
    const folders = [...targets.write.keys()].filter((path) => access.writable.has(path) && isFolder(path));
    for (const [dir, child] of targets.above)
        if (access.writable.has(dir) && !stickyAndOurs(dir, child, ownUid))
            folders.push(dir);
    return folders;
}
function isFolder(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** Runs the probe as the critic's user over the targets and `extra` paths (its working folder). */
async function probeAccess(privilege, user, paths) {
    const result = await privilege.run(asCriticUserPlain(user, probeArgv(paths)));
    // find exits 1 when a start path does not exist or cannot be reached: that path simply gets no access line.
    if (result.code === null)
        throw new Error(`the boundary check could not run find: ${result.stderr.trim()}`);
    return parseProbe(result.stdout);
}

;// CONCATENATED MODULE: ./src/critics/isolation/critic-keys.ts
const KEY_VARIABLES = {
    claude: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CLAUDE_CODE_OAUTH_TOKEN'],
    codex: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'CODEX_API_KEY'],
    gemini: [
        'GEMINI_API_KEY',
        'GOOGLE_API_KEY',
        'GOOGLE_GEMINI_BASE_URL',
        'GOOGLE_CLOUD_PROJECT',
        'GOOGLE_CLOUD_LOCATION',
        'GOOGLE_GENAI_USE_VERTEXAI'
    ],
    cursor: ['CURSOR_API_KEY']
};
const ALL_KEYS = new Set(Object.values(KEY_VARIABLES).flat());
/** `env` without the other CLIs' key variables, for a built-in critic; as it is for a command critic. */
function envForCritic(env, critic) {
    const own = critic.command ? undefined : KEY_VARIABLES[critic.harness];
    if (!own)
        return env;
    const kept = {};
    for (const [name, value] of Object.entries(env)) {
        if (!ALL_KEYS.has(name) || own.includes(name))
            kept[name] = value;
    }
    return kept;
}

;// CONCATENATED MODULE: ./src/critics/isolation/critic-folder.ts
// Each critic's own folder under /tmp: its files (the prompt, the adapter's policy and settings), a fresh home and
// a temp folder. The harness (the runner's user, no token) writes everything first and only then hands the whole
// folder to the critic's user (owned by it, 0700); at the end every file of that user is removed.



/**
 * The parent of one step's critic folders: in /tmp, which every user can reach (RUNNER_TEMP may sit in the
 * runner's home, which other users cannot enter), 0711 so no critic can list or rename its neighbours.
 */
async function makeCriticsBase() {
    const base = await external_node_fs_.promises.mkdtemp('/tmp/the-loop-critics-');
    await external_node_fs_.promises.chmod(base, 0o711);
    return base;
}
async function makeCriticFolder(base, index) {
    const root = (0,external_node_path_.join)(base, `critic-${index}`);
    const folder = { root, home: (0,external_node_path_.join)(root, 'home'), tmp: (0,external_node_path_.join)(root, 'tmp'), files: (0,external_node_path_.join)(root, 'files') };
    for (const dir of [folder.root, folder.home, folder.tmp, folder.files])
        await external_node_fs_.promises.mkdir(dir, { mode: 0o700 });
    return folder;
}
/** Gives the folder and all in it to the critic's user; nothing in it is a link (the harness made every entry). */
async function handOverFolder(folder, user) {
    await chownTree(folder.root, user);
}
/** As root, in this process: lchown never follows a link, and every entry here was made by the harness. */
async function chownTree(path, user) {
    await external_node_fs_.promises.lchown(path, user.uid, user.gid);
    for (const entry of await external_node_fs_.promises.readdir(path, { withFileTypes: true })) {
        const child = (0,external_node_path_.join)(path, entry.name);
        if (entry.isDirectory())
            await chownTree(child, user);
        else
            await external_node_fs_.promises.lchown(child, user.uid, user.gid);
    }
}
/** Where a critic's user can leave files outside its folder (world-writable on every Linux), and cron's spool. */
const SHARED_WRITABLE = ['/tmp', '/var/tmp', '/dev/shm', '/var/spool/cron/crontabs', '/var/spool/cron/atjobs'];
/**
 * Removes the critic's folder and every file its user owns in the shared writable places (a filled /tmp, a
 * crontab or at job that a setgid crontab would have written, had no-new-privileges not stopped it).
 */
async function removeUserFiles(privilege, folder, user) {
    // The step's base folder is a start point too: the critic's own folder, handed over, is an entry it owns there.
    const places = [(0,external_node_path_.dirname)(folder.root), ...SHARED_WRITABLE.filter((place) => (0,external_node_fs_.existsSync)(place))];
    // Depth 1 only: whatever the user made there is an entry it owns, removed whole. A walk of the whole of /tmp and
    // /var/tmp costs seconds on a busy machine; files it put inside another user's world-writable folder stay.
    const top = ['-xdev', '-mindepth', '1', '-maxdepth', '1', '-uid', String(user.uid)];
    await privilege.run([TOOLS.find, ...places, ...top, '-exec', TOOLS.rm, '-rf', '--', '{}', '+']);
    // A folder never handed over (its check failed) is still the harness's own.
    await external_node_fs_.promises
        .rm(folder.root, { recursive: true, force: true })
        .catch(() => privilege.run([TOOLS.rm, '-rf', '--', folder.root]));
}
/** The step's parent folder, once every critic's folder is gone: the harness's own, so no privilege unless left full. */
async function removeCriticsBase(privilege, base) {
    try {
        await external_node_fs_.promises.rmdir(base);
    }
    catch {
        await privilege.run([TOOLS.rm, '-rf', '--', base]);
    }
}

;// CONCATENATED MODULE: ./src/critics/isolation/os-user.ts
// One OS user per critic and job: a system user with a random name, its own group and no other, no login shell,
// no home made by useradd (the harness builds it), not in sudoers. Created and removed through the privilege.



/** The default start of every critic user's name; tests pass a prefix of their own run. */
const DEFAULT_USER_PREFIX = 'the-loop-';
/** useradd and userdel take a lock on /etc/passwd; parallel jobs (or test workers) wait and try again. */
const LOCK_RETRIES = 20;
const LOCK_WAIT_MS = 50;
/** useradd's exit codes (shadow-utils): 9 the name is taken, 4 the uid was taken meanwhile. */
const NAME_IN_USE = 9;
const UID_IN_USE = 4;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function isLockContention(result) {
    return /lock|try again/i.test(result.stderr);
}
/** `name:x:uid:gid:…` of /etc/passwd (the user database useradd wrote), or undefined. */
/** @internal */
function passwdEntry(name, passwd = '/etc/passwd') {
    for (const line of (0,external_node_fs_.readFileSync)(passwd, 'utf8').split('\n')) {
        const [entry, , uid, gid] = line.split(':');
        if (entry === name && uid !== undefined && gid !== undefined)
            return { name, uid: Number(uid), gid: Number(gid) };
    }
    return undefined;
}
function groupExists(name) {
    return (0,external_node_fs_.readFileSync)('/etc/group', 'utf8')
        .split('\n')
        .some((line) => line.split(':')[0] === name);
}
/** A fresh random name under the prefix: `<prefix><8 hex>-<index>`, well within useradd's 32 characters. */
function criticUserName(prefix, index) {
    return `${prefix}${(0,external_node_crypto_namespaceObject.randomBytes)(4).toString('hex')}-${index}`;
}
/** Runs a user-database tool, waiting out another process's lock on /etc/passwd. */
async function withLockRetries(privilege, argv) {
    let result = await privilege.run(argv);
    for (let attempt = 1; attempt < LOCK_RETRIES && result.code !== 0; attempt++) {
        if (!isLockContention(result) && result.code !== UID_IN_USE)
            return result;
        await sleep(LOCK_WAIT_MS * attempt);
        result = await privilege.run(argv);
    }
    return result;
}
/** Removes what a failed useradd may have left (the group without the user, or both). */
async function undoHalfCreated(privilege, name) {
    if (passwdEntry(name))
        await withLockRetries(privilege, [TOOLS.userdel, name]);
    if (groupExists(name))
        await withLockRetries(privilege, [TOOLS.groupdel, name]);
}
/**
 * Creates the critic's user, its home set to `home` (made by the harness, not by useradd). A name already taken
 * (by anyone) is replaced by another random one; a failure removes whatever was half made and throws.
 */
async function createCriticUser(privilege, prefix, index, home) {
    for (let attempt = 0; attempt < 5; attempt++) {
        const name = criticUserName(prefix, index);
        const argv = [
            TOOLS.useradd,
            '--system',
            '--user-group',
            '--no-create-home',
            '--home-dir',
            home,
            '--shell',
            '/usr/sbin/nologin',
            '--comment',
            'the-loop critic (removed at the end of its step)',
            name
        ];
        const result = await withLockRetries(privilege, argv);
        if (result.code === NAME_IN_USE)
            continue;
        const user = result.code === 0 ? passwdEntry(name) : undefined;
        if (user)
            return user;
        await undoHalfCreated(privilege, name);
        throw new Error(`could not create the critic's OS user ${name}: ${toolFailure(argv, result)}`);
    }
    throw new Error(`could not find a free name for a critic's OS user under '${prefix}'`);
}
/** Deletes the user and its group; the caller has ended its processes first (userdel refuses otherwise). */
async function removeCriticUser(privilege, user) {
    const argv = [TOOLS.userdel, user.name];
    const result = await withLockRetries(privilege, argv);
    if (groupExists(user.name))
        await withLockRetries(privilege, [TOOLS.groupdel, user.name]);
    if (result.code === 0 || !passwdEntry(user.name))
        return undefined;
    return toolFailure(argv, result);
}

;// CONCATENATED MODULE: ./src/critics/isolation/uid-kill.ts
// Ends every process of a critic's user: kill(-1, SIGKILL) sent as that user (it reaches every process the user
// owns, whatever its process group, session or dumpable flag), repeated until /proc shows none whose real,
// effective or saved uid is the user's. A scan by uid finds what a scan of environ cannot (PR_SET_DUMPABLE=0).



/** Passes before giving up; each sends one kill to every process of the uid, so a fork races it only briefly. */
const uid_kill_MAX_PASSES = 50;
/** Live processes (zombies hold nothing and are left to their parent) whose real, effective or saved uid is `uid`. */
function processesOfUid(uid, procRoot = '/proc') {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(procRoot);
    }
    catch {
        return [];
    }
    const found = [];
    for (const name of names) {
        if (!/^\d+$/.test(name))
            continue;
        let status;
        try {
            status = (0,external_node_fs_.readFileSync)(`${procRoot}/${name}/status`, 'latin1');
        }
        catch {
            continue; // exited meanwhile
        }
        if (/^State:\s+[ZX]/m.test(status))
            continue;
        const ids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status);
        if (ids && ids.slice(1, 4).some((id) => Number(id) === uid))
            found.push(Number(name));
    }
    return found;
}
const uid_kill_sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Kills until none is left; returns how many processes the first pass found, or throws when some survive. */
async function killUser(privilege, user) {
    // A scan of /proc reads every process's status: each pass scans once.
    let left = processesOfUid(user.uid);
    const first = left.length;
    for (let pass = 0; pass < uid_kill_MAX_PASSES && left.length > 0; pass++) {
        // A constant command line (no text of anyone's in it): bash's builtin is the one kill that sends to -1.
        await privilege.run(asCriticUserPlain(user, [TOOLS.bash, '--noprofile', '--norc', '-c', 'kill -KILL -1']));
        left = processesOfUid(user.uid);
        // A killed process is gone once the kernel has torn it down; the next scan usually finds none.
        if (left.length > 0)
            await uid_kill_sleep(5 * (pass + 1));
    }
    if (left.length === 0)
        return first;
    throw new Error(`processes of critic user ${user.name} survived ${uid_kill_MAX_PASSES} kill passes: ${left.join(', ')}`);
}

;// CONCATENATED MODULE: ./src/critics/isolation/workspace-copy.ts
// A critic's working folder when its user cannot enter the workspace (a runner whose home other users cannot
// enter): a copy of the files, without `.git` (where a checkout keeps its credential), without `node_modules`
// (installed dependencies, not the code under review, and often past the cap alone) and without links or
// special files, capped in files and bytes. Over the cap the critic is refused, and the message names the way on.


/** @internal */
const COPY_CAPS = { files: 20_000, bytes: 256 * 1024 * 1024 };
class CopyTooLarge extends Error {
}
/** Folder entries never copied, at any depth. */
const SKIPPED = new Set(['.git', 'node_modules']);
async function copyDir(from, to, tally) {
    await external_node_fs_.promises.mkdir(to, { mode: 0o700 });
    for (const entry of await external_node_fs_.promises.readdir(from, { withFileTypes: true })) {
        if (SKIPPED.has(entry.name))
            continue;
        const source = (0,external_node_path_.join)(from, entry.name);
        const target = (0,external_node_path_.join)(to, entry.name);
        if (entry.isDirectory()) {
            await copyDir(source, target, tally);
            continue;
        }
        if (!entry.isFile())
            continue; // links, sockets, devices: never followed, never copied
        const { size } = await external_node_fs_.promises.stat(source);
        tally.files++;
        tally.bytes += size;
        if (tally.files > COPY_CAPS.files || tally.bytes > COPY_CAPS.bytes)
            throw new CopyTooLarge(`the critic's user cannot enter its working folder, and a copy of it would pass ${COPY_CAPS.files} files or ${COPY_CAPS.bytes / 1024 / 1024} MiB; set critic-isolation: none, or make the folder readable to other users`);
        await external_node_fs_.promises.copyFile(source, target, external_node_fs_.promises.constants.COPYFILE_EXCL);
    }
}
/** Copies `from` into `to` (which must not exist); throws CopyTooLarge past the caps. */
async function copyWorkspace(from, to) {
    const tally = { files: 0, bytes: 0 };
    await copyDir(from, to, tally);
    return tally;
}

;// CONCATENATED MODULE: ./src/critics/isolation/critic-seat.ts
// One critic's seat behind the boundary: its folder, its OS user, the check of what that user can reach, and
// where it works (the workspace in place when its user can enter it, else a capped copy). Torn down in reverse.









/** Makes the critic's folder and its user (nothing of the critic runs yet). */
async function openSeat(ctx, critic, index, cwd) {
    const folder = await makeCriticFolder(ctx.base, index);
    const user = await createCriticUser(ctx.privilege, ctx.prefix, index, folder.home);
    return { critic, folder, user, problems: [], toClose: [], cwd, cwdIs: 'in place', leftovers: 0 };
}
/** Checks the boundary as the seat's user; returns whether that user can enter and read its working folder. */
async function checkSeat(ctx, seat) {
    const { targets } = ctx;
    const paths = [...targets.write.keys(), ...targets.above.keys(), ...targets.read, seat.cwd];
    const access = await probeAccess(ctx.privilege, seat.user, [...new Set(paths)]);
    seat.problems = boundaryProblems(targets, access, ctx.ownUid);
    seat.toClose = foldersToClose(targets, access, ctx.ownUid);
    return access.readable.has(seat.cwd) && access.executable.has(seat.cwd);
}
/** Settles where the critic works: its working folder in place when its user can enter it, else a capped copy. */
async function placeSeat(seat, canEnter) {
    if (canEnter)
        return;
    const from = seat.cwd;
    seat.cwd = (0,external_node_path_.join)(seat.folder.root, 'work');
    seat.cwdIs = 'a copy';
    try {
        await copyWorkspace(from, seat.cwd);
    }
    catch (error) {
        if (!(error instanceof CopyTooLarge))
            throw error;
        seat.refusal = error.message;
    }
}
/** Writes the prompt file into the critic's folder (before it is handed over), when its args name one. */
async function writeSeatPrompt(seat, prompt, needed, part) {
    if (!needed)
        return '';
    // Each part its own file, all written before the folder is first handed over (isolated-critics.ts runSeats).
    const name = part === undefined ? PROMPT_FILE_NAME : PROMPT_FILE_NAME.replace(/\.md$/, `-part-${part}.md`);
    const path = (0,external_node_path_.join)(seat.folder.files, name);
    await external_node_fs_.promises.writeFile(path, prompt, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    return path;
}
/** The hooks runCritic uses to run this seat's critic as its user. */
function seatBoundary(ctx, seat, outputDir) {
    const { privilege } = ctx;
    return {
        filesDir: seat.folder.files,
        outputDir,
        env: { HOME: seat.folder.home, TMPDIR: seat.folder.tmp, USER: seat.user.name, LOGNAME: seat.user.name },
        handOver: () => handOverFolder(seat.folder, seat.user),
        wrap: (argv, cwd) => asCriticUser(seat.user, argv, cwd),
        endAll: () => void killUser(privilege, seat.user).catch(() => undefined)
    };
}
/** Ends every process of the seat's user, removes its files, then the user. Returns what went wrong, if anything. */
async function leaveSeat(ctx, seat) {
    try {
        seat.leftovers = await killUser(ctx.privilege, seat.user);
    }
    catch (error) {
        return error.message;
    }
    // Files first, then the user: once the user is gone its uid may be given to the next critic user, which must
    // not find this one's files.
    await removeUserFiles(ctx.privilege, seat.folder, seat.user);
    return removeCriticUser(ctx.privilege, seat.user);
}

;// CONCATENATED MODULE: ./src/critics/isolation/isolated-critics.ts
// The critics of one job, each run (a critic, or one part of its split diff) as an OS user of its own
// (critic-isolation: user): every seat is taken and checked first, no critic runs unless every check holds, and
// every seat is left (processes, files, user) whatever happens.













function reportOf(seat, teardown) {
    return {
        critic: seat.critic.name,
        user: seat.user.name,
        uid: seat.user.uid,
        problems: seat.problems,
        cwdIs: seat.cwdIs,
        leftovers: seat.leftovers,
        ...(teardown ? { teardown } : {})
    };
}
async function runSeat(ctx, seat, job, env, run) {
    if (seat.refusal)
        return refusedEnvelope(run, seat.refusal);
    if (run.refusal !== undefined)
        return refusedEnvelope(run, run.refusal);
    const outputDir = await external_node_fs_.promises.mkdtemp((0,external_node_path_.join)((0,external_node_os_namespaceObject.tmpdir)(), 'the-loop-output-'));
    try {
        const { promptFile } = run;
        const values = {
            prompt: run.prompt(),
            promptFile,
            model: seat.critic.model,
            workItem: job.workItem,
            cwd: seat.cwd
        };
        const boundary = seatBoundary(ctx, seat, outputDir);
        const envelope = await runCritic(seat.critic, values, {
            cwd: seat.cwd,
            baseEnv: envForCritic(env, seat.critic),
            boundary,
            ...clockOf(job)
        });
        return run.part === undefined ? envelope : { ...envelope, part: run.part };
    }
    catch (error) {
        return refusedEnvelope(run, error.message);
    }
    finally {
        await external_node_fs_.promises.rm(outputDir, { recursive: true, force: true });
    }
}
/**
 * Every run on its seat, at most `maxParallel` at once; envelopes in job order. Each (critic, part) run has a seat
 * of its own (its own user, HOME and prompt file), so one critic's parts run side by side as the pool allows,
 * as they do in the same-user mode, and the claim's span (waves of max-parallel) holds in both modes: two runs of
 * one CLI never share a HOME, whose config files (claude's ~/.claude.json) concurrent runs would race on.
 */
async function runSeats(ctx, seated, job, env) {
    // Every prompt file is written before any run hands its seat's folder to the critic's user.
    const runs = [];
    for (const { run, seat } of seated) {
        const needed = run.refusal === undefined && !seat.refusal && needsPromptFile([run.critic]);
        runs.push({
            run: { ...run, promptFile: await writeSeatPrompt(seat, needed ? run.prompt() : '', needed, run.part) },
            seat
        });
    }
    return inPool(job.maxParallel, runs.map(({ run, seat }) => () => runSeat(ctx, seat, job, env, run)));
}
/** Why no critic ran, with the way to fix it: the folders to close first, or the same-user mode. */
function refusalOf(seat) {
    const close = seat.toClose.length
        ? ` If these folders are open to every user by design (GitHub-hosted images ship /usr/local/bin and the tool cache so), close them in a step before this action: \`sudo chmod go-w ${seat.toClose.join(' ')}\`.`
        : '';
    return `the critic boundary does not hold: critic user ${seat.user.name} ${seat.problems.join('; ')}. No critic ran.${close} Else set critic-isolation: none (the job summary lists what that leaves open).`;
}
/** Closes every folder a check named as writable by other users; the checks then run again and decide. */
async function closeFolders(ctx, seats) {
    const folders = [...new Set(seats.flatMap((seat) => seat.toClose))];
    if (folders.length === 0)
        return [];
    const result = await ctx.privilege.run([TOOLS.chmod, 'go-w', '--', ...folders]);
    return result.code === 0 ? folders : [];
}
/** Runs the job's critics behind the boundary; the envelopes come back redacted of the step's secrets. */
async function runIsolatedCritics(job, opts) {
    const base = await makeCriticsBase();
    const ctx = {
        privilege: opts.privilege,
        base,
        prefix: opts.prefix,
        targets: boundaryTargets(opts.places),
        ownUid: opts.ownerUid ?? process.getuid?.() ?? -1
    };
    const seats = [];
    const reports = [];
    const runs = critic_runs_plannedRuns(job);
    const seatOf = new Map();
    try {
        const taken = await Promise.allSettled(runs.map(async (run, index) => {
            const critic = run.critic;
            const cwd = critic.cwd ? (0,external_node_path_.resolve)(job.workspace, critic.cwd) : job.workspace;
            const seat = await openSeat(ctx, critic, index + 1, cwd);
            seats.push(seat); // left at the end even when its check fails
            seatOf.set(run, seat);
        }));
        const failed = taken.find((t) => t.status === 'rejected');
        if (failed)
            throw failed.reason;
        let canEnter = await Promise.all(seats.map((seat) => checkSeat(ctx, seat)));
        const closed = opts.hostedRunner ? await closeFolders(ctx, seats) : [];
        if (closed.length > 0)
            canEnter = await Promise.all(seats.map((seat) => checkSeat(ctx, seat)));
        const broken = seats.filter((seat) => seat.problems.length > 0);
        let envelopes;
        let refused;
        if (broken.length > 0) {
            const first = broken[0];
            refused = refusalOf(first);
            envelopes = runs.map((run) => refusedEnvelope(run, refused));
        }
        else {
            await Promise.all(seats.map((seat, i) => placeSeat(seat, canEnter[i])));
            envelopes = await runSeats(ctx, runs.map((run) => ({ run, seat: seatOf.get(run) })), job, opts.baseEnv);
        }
        return {
            ...redactEnvelopes(envelopes, redactorFor(opts.baseEnv)),
            seats: reports,
            closed,
            ...(refused ? { refused } : {})
        };
    }
    finally {
        for (const seat of seats)
            reports.push(reportOf(seat, await leaveSeat(ctx, seat)));
        await removeCriticsBase(opts.privilege, base);
    }
}

;// CONCATENATED MODULE: ./src/critics/isolation/mode.ts
// The `critic-isolation` input as the critics step reads it (THE_LOOP_CRITIC_ISOLATION, set by action.yml), and
// the test-only prefix of critic user names (THE_LOOP_CRITIC_USER_PREFIX), each checked before anything runs.


const ISOLATION_MODES = ['user', 'none'];
const ISOLATION_VAR = 'THE_LOOP_CRITIC_ISOLATION';
const USER_PREFIX_VAR = 'THE_LOOP_CRITIC_USER_PREFIX';
function readIsolationMode(env) {
    const text = (env[ISOLATION_VAR] ?? '').trim().toLowerCase() || 'user';
    if (ISOLATION_MODES.includes(text))
        return text;
    throw new errors/* UserError */.y(`is '${text}'; use user (the default) or none`, 'input critic-isolation');
}
/** A user-name start useradd accepts and that leaves room for `<8 hex>-<index>` within 32 characters. */
function readUserPrefix(env) {
    const text = env[USER_PREFIX_VAR] ?? '';
    if (text === '')
        return DEFAULT_USER_PREFIX;
    if (!/^[a-z][a-z0-9-]{0,15}$/.test(text))
        throw new errors/* UserError */.y('must be a lowercase letter then up to 15 of [a-z0-9-]', USER_PREFIX_VAR);
    return text;
}

;// CONCATENATED MODULE: ./src/critics/isolation/privilege.ts
// How this job can act as another OS user: as root (container jobs, these machines) or through passwordless
// `sudo -n` (GitHub-hosted runners), or not at all, with the one line that says why and the two ways on.
//
// Runner facts this relies on (../shared/reference/github-facts.md, "Runner privileges"): on GitHub-hosted
// runners every step runs as `runner`, which has passwordless sudo and is in the `docker` group, so anything
// running as `runner` can become root and read `Runner.Worker`'s memory (every secret of the job); Ubuntu's
// `kernel.yama.ptrace_scope=1` stops a non-root process reading a non-descendant's memory, not root; hosted
// images make `/usr/local/bin`, `/usr/local/lib/node_modules` and `/opt/hostedtoolcache` world-writable. A
// critic therefore runs as a user of its own, which has no sudo, no docker group and no-new-privileges.


const WAYS_ON = 'Ways on: set `critic-isolation: none` (critics then run as the job’s user, and the job summary lists what stays open), or run the critics in a job of their own (docs/workflow.md#a-hardened-two-job-variant-for-public-repositories).';
/** The fail-closed line for `critic-isolation: user` when the boundary cannot be built here. */
/** @internal */
function isolationRefusal(reason) {
    return `critic-isolation: user runs each critic as an OS user of its own, and ${reason}. ${WAYS_ON}`;
}
function missingTool() {
    const needed = [
        TOOLS.useradd,
        TOOLS.userdel,
        TOOLS.setpriv,
        TOOLS.prlimit,
        TOOLS.find,
        TOOLS.bash,
        TOOLS.env
    ];
    return needed.find((path) => {
        try {
            (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
            return false;
        }
        catch {
            return true;
        }
    });
}
/** @internal */
function rootPrivilege() {
    return { kind: 'root', run: (argv) => runTool(argv) };
}
/** Why `sudo -n true` failed, in the words of the case (sudo's own message follows). */
function sudoCase(result) {
    const said = result.stderr.trim().split('\n')[0] ?? '';
    if (/tty/i.test(said))
        return `sudo here requires a terminal (requiretty): ${said}`;
    if (/password/i.test(said))
        return `this job is not root and its sudo asks for a password: ${said}`;
    return `this job is not root and \`sudo -n true\` failed${said ? `: ${said}` : ''}`;
}
/** Decides how (and whether) critics can run as users of their own on this machine. */
async function probePrivilege(facts = { platform: process.platform, uid: process.getuid?.() ?? -1 }) {
    if (facts.platform !== 'linux')
        return { refusal: isolationRefusal(`that is built on Linux only (this runner is ${facts.platform})`) };
    const missing = missingTool();
    if (missing)
        return {
            refusal: isolationRefusal(`this machine has no ${missing} (as on alpine or distroless images)`)
        };
    if (facts.uid === 0)
        return rootPrivilege();
    try {
        (0,external_node_fs_.accessSync)(TOOLS.sudo, external_node_fs_.constants.X_OK);
    }
    catch {
        return { refusal: isolationRefusal(`this job is not root and has no ${TOOLS.sudo}`) };
    }
    const tried = await runTool([TOOLS.sudo, '-n', '--', '/usr/bin/true'], TOOL_ENV, 10_000);
    // steps/critics.sh makes the step root whenever sudo works; a step that is not root was not started by it.
    if (tried.code === 0)
        return {
            refusal: isolationRefusal('this step is not root although sudo works: start the critics step through steps/critics.sh, which elevates it')
        };
    return { refusal: isolationRefusal(sudoCase(tried)) };
}

;// CONCATENATED MODULE: ./src/critics/isolation/isolation-summary.ts
/** What `critic-isolation: none` leaves open (docs/security-model.md#critic-isolation-none). */
const OPEN_WITHOUT_ISOLATION = [
    'a critic runs as the job’s user, who has passwordless sudo on GitHub-hosted runners: it can become root and read every secret of the job from the runner’s memory',
    'it can rewrite the action’s files and the node binary; publish checks their sha256 before it runs them, but a process that escaped the kill pass can swap a file between that check and node’s start',
    'a process that leaves its group and re-executes itself with an emptied environment escapes the kill pass and can read the later steps’ environments, the token included',
    'it can read every other critic’s keys and files'
];
const isolation_summary_escape = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
function noneModeSummary() {
    const lines = OPEN_WITHOUT_ISOLATION.map((line) => `- ${line}`);
    return `### The-loop critic boundary: none\n\nThe critics ran as the job’s own user (\`critic-isolation: none\`). Open in this mode:\n\n${lines.join('\n')}\n\nSet \`critic-isolation: user\` (the default) on a runner with root or passwordless sudo to close them.\n`;
}
function refusedSummary(refusal) {
    return `### The-loop critic boundary: not built\n\nNo critic ran. ${isolation_summary_escape(refusal)}\n`;
}
/** `elevated`: the step became root through sudo (steps/critics.sh), not started as root. */
function userModeSummary(elevated, result) {
    const through = !elevated
        ? 'as root, through setpriv'
        : 'through passwordless sudo (the step became root once) and setpriv';
    const rows = result.seats.map((seat) => {
        const check = seat.problems.length === 0 ? 'holds' : `**fails**: ${seat.problems.map(isolation_summary_escape).join('; ')}`;
        const end = seat.teardown
            ? `**${isolation_summary_escape(seat.teardown)}**`
            : `removed (${seat.leftovers} process(es) left, killed)`;
        return `| ${isolation_summary_escape(seat.critic)} | \`${seat.user}\` (uid ${seat.uid}) | ${check} | ${seat.cwdIs} | ${end} |`;
    });
    const verdict = result.refused ? `\n**No critic ran.** ${isolation_summary_escape(result.refused)}\n` : '';
    const closed = result.closed.length
        ? `\nClosed for this job (a GitHub-hosted image ships them writable by every user): ${result.closed.map((f) => `\`${f}\``).join(', ')} (\`chmod go-w\`).\n`
        : '';
    return `### The-loop critic boundary: user\n\nEach critic ran as an OS user of its own, ${through}, with no-new-privileges and resource limits.\n${closed}${verdict}\n| Critic | OS user | Boundary check | Workspace | User at the end |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/critics/harness/cli-packages.ts
// The npm packages of the built-in harnesses' CLIs: which package a harness runs, the version the real-CLI suite
// tested (the default the critics step installs, pinned with integrity hashes in critic-clis/<harness>/), and
// the `install` field that may name another exact version. Pure: no file is read and nothing is spawned here.

/** This process's platform; musl when node reports no glibc (alpine). */
function currentPlatform() {
    const header = process.report?.getReport()
        ?.header;
    return {
        os: process.platform,
        arch: process.arch,
        musl: process.platform === 'linux' && !header?.glibcVersionRuntime
    };
}
const claudeProgram = (modules, p = currentPlatform()) => {
    const os = p.os === 'win32' ? 'win32' : p.os;
    const suffix = p.musl ? '-musl' : '';
    return (0,external_node_path_.join)(modules, `@anthropic-ai/claude-code-${os}-${p.arch}${suffix}`, os === 'win32' ? 'claude.exe' : 'claude');
};
/** The built-in harnesses whose CLI is on npm. cursor-agent is not (the npm name is another project). */
const CLI_PACKAGES = {
    claude: {
        name: '@anthropic-ai/claude-code',
        tested: '2.1.332',
        bin: 'claude',
        platformProgram: claudeProgram
    },
    codex: { name: '@openai/codex', tested: '0.171.0', bin: 'codex' },
    gemini: { name: '@google/gemini-cli', tested: '0.61.0', bin: 'gemini' }
};
/** semver 2.0's exact version: no range, no tag, no `v` (build metadata allowed, as npm allows it). */
const EXACT_SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
/** The install spec a harness gets when its critic names none: the tested version, from the shipped lockfile. */
function defaultInstall(harness) {
    const pkg = CLI_PACKAGES[harness];
    return pkg && { harness, name: pkg.name, version: pkg.tested, locked: true };
}
/**
 * Reads a critic's `install` value (`@openai/codex@0.171.0`): the harness's own package at an exact version.
 * Returns the spec, or the error message naming the fix.
 */
function parseInstall(value, harness, command) {
    const pkg = CLI_PACKAGES[harness];
    if (command || !pkg) {
        const known = Object.entries(CLI_PACKAGES).map(([h, p]) => `${h} (${p.name})`);
        return `'install' applies to the built-in harnesses whose CLI is on npm: ${known.join(', ')}; a 'command' critic runs a program already on PATH`;
    }
    const example = `${pkg.name}@${pkg.tested}`;
    if (typeof value !== 'string')
        return `'install' must be a string naming the package and an exact version, such as '${example}'`;
    const at = value.lastIndexOf('@');
    const name = at > 0 ? value.slice(0, at) : value;
    const version = at > 0 ? value.slice(at + 1) : '';
    if (name !== pkg.name)
        return `'install' names '${name}', but harness ${harness} runs the package ${pkg.name}: write '${pkg.name}@<version>', such as '${example}'`;
    if (!EXACT_SEMVER.test(version))
        return `'install' needs an exact version after '${pkg.name}@' (such as '${example}'), not '${version}': ranges, tags and 'latest' would install whatever the registry says on the day`;
    return { harness, name, version, locked: version === pkg.tested };
}
/** The spec as npm writes it. */
const specText = (spec) => `${spec.name}@${spec.version}`;

;// CONCATENATED MODULE: ./src/critics/isolation/cli-folder.ts
// The folder the critics step installs missing critic CLIs into, and the checks that make it safe to run from: the
// folder belongs to the runner's user (mode 0755), no folder above it lets another user rename or replace what is
// below (group- or world-writable without the sticky bit, or owned by someone else), and nothing inside it is
// writable by anyone but its owner. A critic's user then reads and runs the CLI and cannot change it, in this run
// or, where the folder persists (a self-hosted runner), in a later one.




/** The variable naming another folder (a job `env:` setting): an absolute path. */
const CLI_FOLDER_VAR = 'THE_LOOP_CLI_FOLDER';
/**
 * Where the CLIs go by default. As root (critic-isolation: user), a folder under /var/lib: /var/lib is root's and
 * 0755 on every Linux, while /usr/local, /opt and the tool cache are world-writable on GitHub-hosted images and
 * RUNNER_TEMP may sit in a home other users cannot enter. Else (critic-isolation: none, where critics run as the
 * job's user anyway) RUNNER_TEMP, emptied after the job.
 */
function cliRoot(env, asRoot) {
    const named = env[CLI_FOLDER_VAR];
    if (named) {
        if (!(0,external_node_path_.isAbsolute)(named))
            throw new errors/* UserError */.y(`must be an absolute path, not '${named}'`, `the variable ${CLI_FOLDER_VAR}`);
        return (0,external_node_path_.resolve)(named);
    }
    return asRoot ? '/var/lib/the-loop/critic-clis' : (0,external_node_path_.join)(env.RUNNER_TEMP || (0,external_node_os_namespaceObject.tmpdir)(), 'the-loop-critic-clis');
}
const octal = (mode) => (mode & 0o7777).toString(8).padStart(4, '0');
/** Creates what is missing of `root` (the folders above it root's or ours, 0755) and hands `root` to `owner`. */
async function makeCliRoot(root, owner) {
    const missing = [];
    for (let dir = root;; dir = (0,external_node_path_.dirname)(dir)) {
        const there = await external_node_fs_.promises.lstat(dir).catch(() => undefined);
        if (there)
            break;
        missing.unshift(dir);
        if ((0,external_node_path_.dirname)(dir) === dir)
            break;
    }
    for (const dir of missing) {
        await external_node_fs_.promises.mkdir(dir, { mode: 0o755 });
        await external_node_fs_.promises.chmod(dir, 0o755); // the umask may have taken bits away
    }
    const stat = await external_node_fs_.promises.lstat(root);
    if (!stat.isDirectory() || stat.isSymbolicLink())
        throw new errors/* UserError */.y('is not a folder; remove it or name another folder', cliFolderWhere(root));
    if (missing.includes(root) && stat.uid !== owner.uid)
        await external_node_fs_.promises.chown(root, owner.uid, owner.gid);
}
const cliFolderWhere = (root) => `the critic CLIs folder ${root}`;
/**
 * Why `root` cannot hold CLIs that critics run, or undefined when it can. `ownerUid` is the runner's user;
 * `othersEnter`: the critics run as other users, who must be able to enter every folder down to it.
 */
async function cliRootProblem(root, ownerUid, othersEnter) {
    const fix = `name a folder of the runner's user with ${CLI_FOLDER_VAR}`;
    let real;
    try {
        real = await external_node_fs_.promises.realpath(root);
    }
    catch (error) {
        return `${root} cannot be read (${error.message}); ${fix}`;
    }
    const stat = await external_node_fs_.promises.lstat(real);
    if (stat.uid !== ownerUid)
        return `${real} belongs to uid ${stat.uid}, not the runner's user (uid ${ownerUid}): another user may have put a CLI there; remove it, or ${fix}`;
    if ((stat.mode & 0o022) !== 0)
        return `${real} is mode ${octal(stat.mode)}: others could change the CLIs in it; run chmod 755 on it, or ${fix}`;
    for (const path of [real, ...foldersAbove(real)]) {
        const { mode, uid } = await external_node_fs_.promises.lstat(path);
        if (path !== real) {
            if (uid !== 0 && uid !== ownerUid)
                return `${path}, a folder above ${real}, belongs to uid ${uid}: that user could replace the CLIs; ${fix}`;
            if ((mode & 0o022) !== 0 && (mode & 0o1000) === 0)
                return `${path}, a folder above ${real}, is mode ${octal(mode)} (writable by others, not sticky): they could rename what is below it and put other CLIs in its place; ${fix}`;
        }
        if (othersEnter && (mode & 0o001) === 0)
            return `${path} is mode ${octal(mode)}: the critics' users cannot enter it to run the CLIs; ${fix} that every user can enter`;
    }
    return undefined;
}
/** Every folder above `path`, up to the root. */
function foldersAbove(path) {
    const folders = [];
    for (let dir = (0,external_node_path_.dirname)(path);; dir = (0,external_node_path_.dirname)(dir)) {
        folders.push(dir);
        if ((0,external_node_path_.dirname)(dir) === dir)
            return folders;
    }
}
/** Clears the group and other write bits of every entry in `dir` (npm obeys the umask, which may be 002). */
async function sealTree(dir) {
    for (const entry of await external_node_fs_.promises.readdir(dir, { withFileTypes: true })) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isSymbolicLink())
            continue;
        const { mode } = await external_node_fs_.promises.lstat(path);
        if ((mode & 0o022) !== 0)
            await external_node_fs_.promises.chmod(path, mode & 0o7755);
        if (entry.isDirectory())
            await sealTree(path);
    }
}
/**
 * Why an installed folder must not be run from, or undefined: every entry is its owner's and not writable by
 * anyone else, and every link points inside the folder (npm's `.bin` links are relative ones to the packages).
 */
async function treeProblem(top, ownerUid, dir = top) {
    for (const entry of await external_node_fs_.promises.readdir(dir, { withFileTypes: true })) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        const stat = await external_node_fs_.promises.lstat(path);
        if (stat.uid !== ownerUid)
            return `${path} belongs to uid ${stat.uid}, not uid ${ownerUid}`;
        if (stat.isSymbolicLink()) {
            const target = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(path), await external_node_fs_.promises.readlink(path));
            const inside = (0,external_node_path_.relative)(top, target);
            if (inside.startsWith(`..${external_node_path_.sep}`) || inside === '..' || (0,external_node_path_.isAbsolute)(inside))
                return `${path} links outside the folder`;
            continue;
        }
        if ((stat.mode & 0o022) !== 0)
            return `${path} is mode ${octal(stat.mode)}: writable by others`;
        if (stat.isDirectory()) {
            const problem = await treeProblem(top, ownerUid, path);
            if (problem)
                return problem;
        }
    }
    return undefined;
}
/** Whether `path` is a file its owner may run (npm marks a package's bin targets executable). */
async function isProgram(path) {
    try {
        const stat = await external_node_fs_.promises.stat(path);
        await external_node_fs_.promises.access(path, external_node_fs_.constants.R_OK);
        return stat.isFile() && (stat.mode & 0o111) !== 0;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/critics/isolation/cli-install.ts
// Installs one critic CLI into a folder of its own under the CLIs folder: `npm ci` from the lockfile the action
// ships (critic-clis/<harness>/, exact versions and sha512 integrity hashes, so a tarball the registry changed is
// refused), or `npm install` of the exact version a critic's `install` names. Install scripts are off, npm is
// started by argv (never a shell) as the runner's user, and a folder is used only once it is whole: npm writes a
// fresh `.partial-*` folder that is renamed into place, and a folder found there is checked before it is reused.






/** The marker written last into a whole install: the key of what was installed. */
const MARKER = '.the-loop-installed';
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;
/** The package.json (and, for the tested version, the lockfile) an install is made from. */
async function sources(ctx, spec) {
    if (spec.locked) {
        const dir = (0,external_node_path_.join)(ctx.catalog, spec.harness);
        return {
            'package.json': await external_node_fs_.promises.readFile((0,external_node_path_.join)(dir, 'package.json'), 'utf8'),
            'package-lock.json': await external_node_fs_.promises.readFile((0,external_node_path_.join)(dir, 'package-lock.json'), 'utf8')
        };
    }
    const manifest = { name: `the-loop-critic-cli-${spec.harness}`, version: '0.0.0', private: true };
    return {
        'package.json': `${JSON.stringify({ ...manifest, dependencies: { [spec.name]: spec.version } }, null, 2)}\n`
    };
}
/** The folder of one install: harness, version and a hash of its sources, so a changed lockfile is a new folder. */
function folderOf(ctx, spec, files) {
    const key = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
    return (0,external_node_path_.join)(ctx.root, `${spec.harness}-${spec.version}-${key}`);
}
/** The npm argv (after npm): `ci` from the lockfile, else `install`; no scripts, no audit, a cache of its own. */
function npmArgs(ctx, folder, locked) {
    return [
        locked ? 'ci' : 'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--update-notifier=false',
        '--loglevel=error',
        // One quick retry: an unreachable registry fails this critic within seconds, not after npm's minute of backoff.
        '--fetch-retries=1',
        '--fetch-retry-mintimeout=1000',
        '--fetch-retry-maxtimeout=5000',
        '--prefix',
        folder,
        '--cache',
        (0,external_node_path_.join)(ctx.root, '.npm-cache'),
        ...(ctx.registry ? ['--registry', ctx.registry] : [])
    ];
}
function runNpm(ctx, args, cwd) {
    const asOwner = process.getuid?.() === 0 && ctx.owner.uid !== 0 ? { uid: ctx.owner.uid, gid: ctx.owner.gid } : {};
    // The umask goes to npm at the fork: 022, so nothing npm writes is writable by the group or other users.
    const umask = process.umask(0o022);
    const child = (0,external_node_child_process_namespaceObject.spawn)(ctx.npm, args, { cwd, env: ctx.env, stdio: ['ignore', 'ignore', 'pipe'], ...asOwner });
    process.umask(umask);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
        if (stderr.length < 64 * 1024)
            stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), ctx.timeoutMs ?? INSTALL_TIMEOUT_MS);
    return new Promise((done) => {
        child.on('error', (error) => {
            clearTimeout(timer);
            done({ code: null, stderr: error.message });
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            done({ code, stderr: signal ? `${stderr}\nkilled by ${signal} (timeout)` : stderr });
        });
    });
}
/** The executable of an installed CLI: the platform binary (claude) or the package's `bin` entry. */
async function programIn(folder, spec) {
    const pkg = CLI_PACKAGES[spec.harness];
    const modules = (0,external_node_path_.join)(folder, 'node_modules');
    if (pkg.platformProgram)
        return pkg.platformProgram(modules);
    try {
        const manifest = JSON.parse(await external_node_fs_.promises.readFile((0,external_node_path_.join)(modules, spec.name, 'package.json'), 'utf8'));
        const bin = typeof manifest.bin === 'string' ? { [(0,external_node_path_.basename)(spec.name)]: manifest.bin } : manifest.bin;
        const entry = bin?.[pkg.bin];
        return entry === undefined ? undefined : (0,external_node_path_.join)(modules, spec.name, entry);
    }
    catch {
        return undefined;
    }
}
/** The last lines of npm's error output, where it says what failed (EINTEGRITY, ECONNREFUSED, E404). */
function npmReason(run) {
    const lines = run.stderr
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^npm error (A complete log|Log files)/.test(line));
    return lines.slice(0, 6).join(' | ').slice(0, 800) || `exit ${run.code}`;
}
/** A folder found in place: used when whole (its marker names its key) and no one else could have changed it. */
async function reusable(folder, key, ownerUid) {
    const marker = await external_node_fs_.promises.readFile((0,external_node_path_.join)(folder, MARKER), 'utf8').catch(() => undefined);
    if (marker !== key)
        return false;
    return (await treeProblem(folder, ownerUid)) === undefined;
}
/** Installs (or finds installed) the CLI of `spec`; an error names the spec and npm's reason. */
async function installCli(ctx, spec) {
    const started = Date.now();
    const ms = () => Date.now() - started;
    const what = specText(spec);
    const files = await sources(ctx, spec);
    const folder = folderOf(ctx, spec, files);
    const key = (0,external_node_path_.basename)(folder);
    const found = async (reused) => {
        const program = await programIn(folder, spec);
        if (program && (await isProgram(program)))
            return { program, folder, reused, ms: ms() };
        return {
            error: `installed ${what}, but its CLI ${CLI_PACKAGES[spec.harness].bin} is not in the package`,
            ms: ms()
        };
    };
    if (await reusable(folder, key, ctx.owner.uid))
        return found(true);
    // Not whole, or changed since: never run from, removed (it is the runner's user's, or the check would refuse).
    await external_node_fs_.promises.rm(folder, { recursive: true, force: true });
    const partial = await external_node_fs_.promises.mkdtemp((0,external_node_path_.join)(ctx.root, '.partial-'));
    try {
        await external_node_fs_.promises.chmod(partial, 0o755);
        for (const [name, text] of Object.entries(files))
            await external_node_fs_.promises.writeFile((0,external_node_path_.join)(partial, name), text, { mode: 0o644 });
        await external_node_fs_.promises.mkdir((0,external_node_path_.join)(ctx.root, '.npm-cache'), { recursive: true, mode: 0o755 });
        for (const path of [
            partial,
            (0,external_node_path_.join)(ctx.root, '.npm-cache'),
            ...Object.keys(files).map((f) => (0,external_node_path_.join)(partial, f))
        ])
            await external_node_fs_.promises.lchown(path, ctx.owner.uid, ctx.owner.gid);
        const run = await runNpm(ctx, npmArgs(ctx, partial, spec.locked), partial);
        if (run.code !== 0)
            return {
                error: `could not install ${what}: npm ${spec.locked ? 'ci' : 'install'} failed: ${npmReason(run)}`,
                ms: ms()
            };
        await sealTree(partial);
        await external_node_fs_.promises.writeFile((0,external_node_path_.join)(partial, MARKER), key, { mode: 0o644 });
        await external_node_fs_.promises.lchown((0,external_node_path_.join)(partial, MARKER), ctx.owner.uid, ctx.owner.gid);
        // Another job on this machine may have finished the same install first: then its folder is the one used.
        await external_node_fs_.promises.rename(partial, folder).catch(async () => {
            if (!(await reusable(folder, key, ctx.owner.uid)))
                throw new Error(`${folder} is in the way and not a whole install`);
        });
        return await found(false);
    }
    catch (error) {
        return { error: `could not install ${what}: ${error.message}`, ms: ms() };
    }
    finally {
        await external_node_fs_.promises.rm(partial, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/critics/handoff/critic-clis.ts
// The critic CLIs a round needs, provided in the critics step before any critic runs (and only when a round runs:
// the step runs for a round only). A built-in critic whose CLI is missing on PATH, or whose `install` names a
// version, gets its CLI installed into the CLIs folder (src/critics/isolation/cli-install.ts) and runs it by
// absolute path; a critic whose install fails gets an envelope saying why, and the others go on.









/** The registry npm installs from when the job names one (a job `env:` setting); else npm's own configuration. */
const CLI_REGISTRY_VAR = 'THE_LOOP_CLI_REGISTRY';
/**
 * npm's environment: PATH (its node), HOME (its ~/.npmrc: a private registry and its login), and the proxy and
 * CA variables a self-hosted runner may need to reach the registry, when the step has them (they reach this step
 * through the `critic-env` input's names, like any variable not on steps/critics.sh's list).
 */
function npmEnv(env) {
    const out = { PATH: env.PATH ?? '', HOME: env.HOME ?? '/' };
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined)
            continue;
        if (/^(https?_proxy|no_proxy)$/i.test(name) || name === 'NODE_EXTRA_CA_CERTS')
            out[name] = value;
    }
    return out;
}
/** What a critic needs installed, or undefined: its CLI is on PATH and its `install` names no version. */
function neededSpec(critic, job, env) {
    if (critic.command || critic.error || !critic.enabled || !CLI_PACKAGES[critic.harness])
        return undefined;
    if (critic.install) {
        const spec = parseInstall(critic.install, critic.harness, critic.command);
        return typeof spec === 'string' ? undefined : spec;
    }
    const binary = adapters_adapterFor(critic.harness)?.binary ?? '';
    const onPath = findExecutable(binary, buildCriticEnv(env, critic.env), job.workspace);
    return onPath ? undefined : defaultInstall(critic.harness);
}
/** Installs each spec once (two critics of one CLI share it), concurrently. */
function installAll(specs, install) {
    const byText = new Map();
    for (const spec of specs)
        if (!byText.has(specText(spec)))
            byText.set(specText(spec), install(spec));
    return byText;
}
const failedEnvelope = (critic, error) => ({
    ...envelope_newEnvelope(critic),
    error: `critic '${critic.name}': ${error}`
});
/** The job's critics with their CLIs: installed where missing, or failed with the reason. */
async function provideCriticClis(job, opts) {
    // A plan never carries a program path: only this step sets one, after installing it.
    const critics = job.critics.map(({ program: _unused, ...critic }) => critic);
    const needs = critics.map((critic) => neededSpec(critic, job, opts.env));
    const specs = needs.filter((spec) => spec !== undefined);
    if (specs.length === 0)
        return { runnable: critics, failed: [] };
    const env = opts.env;
    const asRoot = process.getuid?.() === 0;
    let root;
    let problem;
    try {
        root = cliRoot(env, asRoot);
        await makeCliRoot(root, opts.owner);
        problem = await cliRootProblem(root, opts.owner.uid, opts.otherUsers);
    }
    catch (error) {
        root = '';
        problem = error.message;
    }
    const npm = findExecutable('npm', { PATH: env.PATH ?? '' }, '/');
    if (!problem && !npm)
        problem =
            "npm is not on PATH: install Node.js with npm (actions/setup-node), or put the critics' CLIs on PATH before this action";
    const installs = installAll(specs, (spec) => problem
        ? Promise.resolve({ error: `cannot install ${specText(spec)}: ${problem}`, ms: 0 })
        : installCli({
            root,
            catalog: (0,external_node_path_.join)(opts.actionRoot, 'critic-clis'),
            npm: npm,
            owner: opts.owner,
            env: npmEnv(env),
            ...(env[CLI_REGISTRY_VAR] ? { registry: env[CLI_REGISTRY_VAR] } : {})
        }, spec).then((done) => {
            const how = 'error' in done ? 'failed' : done.reused ? 'reused' : 'installed';
            opts.log?.(`the-loop: critic CLI ${specText(spec)} ${how} in ${(done.ms / 1000).toFixed(1)}s\n`);
            return done;
        }));
    const runnable = [];
    const failed = [];
    for (const [i, critic] of critics.entries()) {
        const spec = needs[i];
        if (!spec) {
            runnable.push(critic);
            continue;
        }
        const done = await installs.get(specText(spec));
        if ('error' in done)
            failed.push(failedEnvelope(critic, done.error));
        else
            runnable.push({ ...critic, program: done.program });
    }
    return { runnable, failed, ...(problem ? {} : { root }) };
}
/** The envelopes in the job's order, run by run: a failed install fails every part of its critic. */
function inJobOrder(job, failed, ran) {
    const key = (critic, part) => `${critic}\u0000${part ?? ''}`;
    const byRun = new Map(ran.map((e) => [key(e.critic, e.part), e]));
    const failedBy = new Map(failed.map((e) => [e.critic, e]));
    return critic_runs_plannedRuns(job).map((run) => {
        const install = failedBy.get(run.critic.name);
        if (install)
            return run.part === undefined ? install : { ...install, part: run.part };
        return byRun.get(key(run.critic.name, run.part)) ?? refusedEnvelope(run, 'no result');
    });
}

;// CONCATENATED MODULE: ./src/critics/handoff/seal.ts
// Seals the plan a prepare step hands to its publish step: an HMAC keyed from the GitHub token, which no
// process of the critics step can read, so a critic that rewrites the plan file is caught, not obeyed.


/** Domain separation: the key signs handoff plans and nothing else the token might be used for. */
const KEY_LABEL = 'the-loop handoff plan v1';
function handoffKey(token) {
    if (token === '')
        throw new UserError('is empty: the plan handed between steps is signed with it', 'github-token');
    return createHmac('sha256', token).update(KEY_LABEL).digest();
}
/**
 * The sealed file: one header line (this tag and the MAC in hex), then the body's JSON as written. The body is
 * not JSON-encoded a second time inside an envelope: for a 10 MB diff that doubled the file and the memory
 * prepare and the critics step spend on it (every quote and line end escaped again).
 */
const TAG = 'the-loop sealed plan v2 ';
const MAC_HEX = 64;
function macOf(key, body) {
    return createHmac('sha256', key).update(body).digest('hex');
}
/**
 * The sealed file's bytes: the header with the body's MAC, and the body. The body is encoded to UTF-8 once, and
 * that one buffer is both signed and written: signing the string and writing it would each have made a copy.
 */
function seal_seal(body, key) {
    const bytes = Buffer.from(JSON.stringify(body), 'utf8');
    const mac = createHmac('sha256', key).update(bytes).digest('hex');
    return [Buffer.from(`${TAG}${mac}\n`, 'utf8'), bytes];
}
function parseSealed(text) {
    const end = TAG.length + MAC_HEX;
    if (!text.startsWith(TAG) || text.charAt(end) !== '\n')
        return undefined;
    const mac = text.slice(TAG.length, end);
    return /^[0-9a-f]+$/.test(mac) ? { mac, body: text.slice(end + 1) } : undefined;
}
function parseBody(sealed, where) {
    try {
        return JSON.parse(sealed.body);
    }
    catch {
        throw new errors/* UserError */.y('is not a sealed plan (its body is not JSON)', where);
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
    return parseBody(sealed, where);
}
/** The body without checking the MAC: for the critics step, which holds no key and trusts the plan as data. */
function readUnverified(text, where) {
    const sealed = parseSealed(text);
    if (!sealed)
        throw new errors/* UserError */.y('is not a sealed plan', where);
    return parseBody(sealed, where);
}

;// CONCATENATED MODULE: ./src/critics/handoff/files.ts
// The files one run's steps hand each other in a private folder under RUNNER_TEMP: the sealed plan (prepare ->
// critics, publish) and the envelopes (critics -> publish). Written so a critic's symlink cannot redirect them.






/** @internal */
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
    const flags = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW;
    const file = await (0,promises_namespaceObject.open)(path, flags, 0o600);
    try {
        // writeFile on a handle writes all of its data from the current position: the buffers follow each other.
        for (const piece of typeof text === 'string' ? [text] : text)
            await file.writeFile(piece);
    }
    finally {
        await file.close();
    }
}
const diffFileName = (index) => `diff-${index}.txt`;
/** Characters of a diff encoded and written at a time: a 10 MB diff is never a second 10 MB buffer. */
const CHUNK_CHARS = (/* unused pure expression or super */ null && (1 << 18));
/**
 * The text as UTF-8, a chunk at a time in one reused buffer (each chunk is written before the next is encoded),
 * never cut between the halves of a surrogate pair (each half alone would be written as U+FFFD).
 */
function* utf8Chunks(text, hash) {
    // UTF-8 takes at most 3 bytes per UTF-16 unit (a pair's 4 bytes are 2 per unit).
    const buffer = Buffer.allocUnsafe(CHUNK_CHARS * 3);
    for (let at = 0; at < text.length;) {
        let end = Math.min(text.length, at + CHUNK_CHARS);
        const last = text.charCodeAt(end - 1);
        if (end < text.length && last >= 0xd800 && last <= 0xdbff)
            end -= 1;
        const chunk = buffer.subarray(0, buffer.write(text.slice(at, end), 0, 'utf8'));
        hash.update(chunk);
        yield chunk;
        at = end;
    }
}
async function writeDiff(dir, index, text) {
    const hash = createHash('sha256');
    await writeFresh(join(dir, diffFileName(index)), utf8Chunks(text, hash));
    return { sha256: hash.digest('hex'), chars: text.length };
}
/**
 * Seals the plan into `dir`. The job's diffs (a large change's whole text, which its parts point into) are
 * written beside the plan, each as its own file, and the sealed plan names each by its SHA-256: JSON-escaping a
 * 10 MB diff into the plan, then encoding that, held the diff three times over in prepare's memory.
 */
async function writePlan(dir, handoff, key) {
    const { diffs, ...job } = handoff.job;
    const stored = job;
    if (diffs !== undefined) {
        const files = [];
        for (const [index, text] of diffs.entries())
            files.push(await writeDiff(dir, index, text));
        stored.diffFiles = files;
    }
    await writeFresh(join(dir, PLAN_FILE), seal({ ...handoff, job: stored }, key));
}
/** One diff the plan names, read back and checked against its hash: a changed diff file fails closed. */
async function readDiff(dir, index, named) {
    const where = (0,external_node_path_.join)(dir, diffFileName(index));
    let bytes;
    try {
        bytes = await (0,promises_namespaceObject.readFile)(where);
    }
    catch (error) {
        throw new errors/* UserError */.y(`cannot read the diff the plan names: ${error.message}`, where);
    }
    const text = bytes.toString('utf8');
    if ((0,external_node_crypto_namespaceObject.createHash)('sha256').update(bytes).digest('hex') !== named.sha256 || text.length !== named.chars)
        throw new errors/* UserError */.y('is not the diff the sealed plan names: it was changed after the prepare step wrote it', where);
    return text;
}
/** The job with its diffs read back from their files. */
async function withDiffs(dir, stored, where) {
    const { diffFiles, ...job } = stored;
    if (diffFiles === undefined)
        return job;
    if (!Array.isArray(diffFiles) || !diffFiles.every(isDiffFile))
        throw new errors/* UserError */.y('names its diffs in a form this version of the-loop does not write', where);
    const diffs = [];
    for (const [index, named] of diffFiles.entries())
        diffs.push(await readDiff(dir, index, named));
    return { ...job, diffs };
}
function isDiffFile(value) {
    const v = value;
    return typeof v?.sha256 === 'string' && /^[0-9a-f]{64}$/.test(v.sha256) && Number.isSafeInteger(v.chars);
}
async function readText(path, what) {
    try {
        return await (0,promises_namespaceObject.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new errors/* UserError */.y(`cannot read the ${what}: ${error.message}`, path);
    }
}
function checkShape(value, where) {
    const h = value;
    if (h?.version !== 1 || typeof h.job !== 'object' || h.job === null || typeof h.run !== 'object') {
        throw new errors/* UserError */.y('is not a plan this version of the-loop wrote', where);
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
    return { ...handoff, job: await withDiffs(dir, handoff.job, where) };
}
/** The critics step's view: the job alone, unverified (it holds no key; the plan is data to it, never code). */
async function readJob(dir) {
    const where = (0,external_node_path_.join)(dir, PLAN_FILE);
    return withDiffs(dir, checkShape(readUnverified(await readText(where, 'plan'), where), where).job, where);
}

;// CONCATENATED MODULE: ./src/critics/handoff/envelopes.ts
// The envelopes file between the critics step and publish. Publish reads it as untrusted input: only the
// fields a critic's run can set are taken from it, each checked and capped; names and attribution come from
// the signed plan, and a critic with no readable result is reported as failed, never skipped.







async function writeEnvelopes(dir, results) {
    const list = `[${results.envelopes.map((e) => envelopeJson(e, false)).join(',')}]`;
    await writeFresh((0,external_node_path_.join)(dir, files_ENVELOPES_FILE), `{"envelopes":${list},"redacted":${JSON.stringify(results.redacted)}}`);
}
/** A count per critic, those of its parts added up (a count that is not a whole number counts 0). */
function countsOf(value, critics) {
    const list = Array.isArray(value) ? value : [];
    return critics.map((c) => {
        const found = list.filter((r) => typeof r === 'object' && r?.critic === c.name);
        const valid = (n) => (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0);
        const count = found.reduce((sum, r) => sum + valid(r.count), 0);
        return { critic: c.name, count: Math.min(count, Number.MAX_SAFE_INTEGER) };
    });
}
/** A string field capped at the capture limit (a forged file cannot make publish render megabytes more). */
function envelopes_text(value) {
    return typeof value === 'string' ? value.slice(0, OUTPUT_CAP_BYTES) : '';
}
function finite(value, fallback) {
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
const validCost = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
/**
 * Whether the run named a cost: a cost file that holds one out of range is `invalid`, so the money budget counts
 * it as its cap and flags it (usage-meter.ts); it never reads as a cheaper run.
 */
function costStatusOf(u) {
    if (u.costStatus === 'invalid' || (u.costUsd !== undefined && !validCost(u.costUsd)))
        return { costStatus: 'invalid' };
    return u.costStatus === 'reported' ? { costStatus: 'reported' } : {};
}
/**
 * The usage of an untrusted entry. A token count present but out of range (negative, no whole number, past
 * MAX_RUN_TOKENS, a string, null) reads as MAX_RUN_TOKENS and flags the usage `tokenStatus: 'invalid'`, as
 * the critics step's own reading does (usage.ts): a forged or broken count never makes a critic unmetered.
 * An absent count is 0, and a usage with no count is not reported.
 */
function usageOf(value) {
    const u = typeof value === 'object' && value !== null ? value : {};
    const fields = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
    const counts = fields.map((f) => (f in u ? tokenCount(u[f]) : { value: 0, invalid: false }));
    const invalid = u.tokenStatus === 'invalid' || counts.some((c) => c.invalid);
    return {
        inputTokens: counts[0].value,
        outputTokens: counts[1].value,
        cacheReadTokens: counts[2].value,
        cacheWriteTokens: counts[3].value,
        costUsd: validCost(u.costUsd) ? u.costUsd : 0,
        present: u.present === true,
        ...costStatusOf(u),
        ...(invalid ? { tokenStatus: 'invalid' } : {})
    };
}
function failed(critic, why, part) {
    return { ...newEnvelope(critic), error: why, ...(part === undefined ? {} : { part }) };
}
/**
 * The envelope of `critic` (and, for a split diff, of its `part`) among untrusted entries, matched by name and
 * part: an entry for a (critic, part) the plan does not list is never taken. Only what a critic's run sets is
 * taken, checked and capped; name, harness, model and attribution come from the critic (the config).
 */
function envelopeFromUntrusted(critic, list, part) {
    const found = list.find((e) => typeof e === 'object' &&
        e !== null &&
        e.critic === critic.name &&
        e.part === part);
    const which = part === undefined ? 'this critic' : `part ${part} of this critic`;
    if (!found)
        return failed(critic, `the critics step returned no result for ${which}`, part);
    const ok = found.ok === true;
    return {
        ...newEnvelope(critic),
        ...(part === undefined ? {} : { part }),
        ok,
        exitCode: Math.trunc(finite(found.exitCode, -1)),
        durationSeconds: Math.max(0, finite(found.durationSeconds, 0)),
        output: envelopes_text(found.output),
        error: ok ? '' : envelopes_text(found.error) || 'the critic failed without saying why',
        usage: usageOf(found.usage)
    };
}
/** One envelope per planned (critic, part) run, in plan order, built from the file's fields for that run. */
async function readEnvelopes(dir, job) {
    const critics = job.critics;
    const runs = plannedRuns(job);
    let raw;
    try {
        raw = JSON.parse(await readFile(join(dir, ENVELOPES_FILE), 'utf8'));
    }
    catch (error) {
        const why = error.code === 'ENOENT' ? 'it wrote no results' : 'its results do not parse';
        return {
            envelopes: runs.map((r) => failed(r.critic, `the critics step ended without a result (${why})`, r.part)),
            redacted: countsOf([], critics)
        };
    }
    const list = Array.isArray(raw?.envelopes) ? raw.envelopes : [];
    const envelopes = runs.map((run) => envelopeFromUntrusted(run.critic, list, run.part));
    return { envelopes, redacted: countsOf(raw?.redacted, critics) };
}

;// CONCATENATED MODULE: ./src/critics/handoff/file-commands.ts
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

;// CONCATENATED MODULE: ./src/critics/handoff/stop-commands.ts
// Turns the runner's workflow-command parsing off for the critics step while critics run, and back on after.
// The runner reads every stdout and stderr line of a step as a possible command (::add-mask::, ::error::…);
// a critic of the same user can write to its parent's stdout through /proc/<ppid>/fd/1, so without this it
// could issue commands in the step's name. `::stop-commands::<token>` stops all parsing until `::<token>::`.

/**
 * Writes the stop line and returns its token. The token lives only in this process's memory, never in an
 * environment variable or a file: whoever knows it can switch parsing back on, and a critic can read every
 * environment and file its user can. It is random per call, so no earlier step's token is of use. Hex of 16
 * random bytes is never one the runner refuses (an empty token, a command name such as `add-mask`, or
 * `pause-logging`); the runner masks it in the log.
 */
function stopWorkflowCommands(write) {
    const token = (0,external_node_crypto_namespaceObject.randomBytes)(16).toString('hex');
    write(`::stop-commands::${token}\n`);
    return token;
}
/**
 * Writes the resume line for `token`. Call it only after every critic process is gone, or one could issue
 * commands again. It starts with a newline: a critic killed mid-line leaves an unterminated line behind, and
 * the runner would read `<that text>::<token>::` as one line that is no resume command.
 */
function resumeWorkflowCommands(token, write) {
    write(`\n::${token}::\n`);
}

;// CONCATENATED MODULE: ./src/critics/handoff/git-config-files.ts
// Every git config a checkout may leave under the workspace: `.git/config` at the top and in any sub-folder
// (actions/checkout with `path:`), the configs of submodules (`.git/modules/**/config`), and the config of a
// `.git` file's gitdir (worktrees, submodules checked out in place). Bounded, and no symbolic link is followed.


/** How deep below the workspace a checkout is looked for, and how many folders are read at most. */
const GIT_SEARCH_LIMITS = { depth: 6, folders: 5000 };
function listing(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
}
function isPlainFile(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path).isFile();
    }
    catch {
        return false;
    }
}
/** The gitdir a `.git` file names (`gitdir: <path>`, relative to the file's folder), if it names one. */
function gitdirOf(dotGitFile) {
    try {
        const m = /^gitdir:\s*(.+?)\s*$/m.exec((0,external_node_fs_.readFileSync)(dotGitFile, 'utf8').slice(0, 4096));
        if (!m)
            return undefined;
        return (0,external_node_path_.isAbsolute)(m[1]) ? m[1] : (0,external_node_path_.resolve)((0,external_node_path_.dirname)(dotGitFile), m[1]);
    }
    catch {
        return undefined;
    }
}
/** A worktree's gitdir keeps its config in the main gitdir that its `commondir` file names. */
function commonDirOf(gitDir) {
    try {
        const named = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(gitDir, 'commondir'), 'utf8').trim();
        return named ? (0,external_node_path_.resolve)(gitDir, named) : undefined;
    }
    catch {
        return undefined;
    }
}
/** `config` of a git folder and of every submodule below its `modules/`, however nested (bounded). */
function configsOfGitFolder(gitDir, out, budget) {
    const common = commonDirOf(gitDir);
    const queue = common ? [gitDir, common] : [gitDir];
    while (queue.length > 0 && budget.folders-- > 0) {
        const dir = queue.shift();
        if (isPlainFile((0,external_node_path_.join)(dir, 'config')))
            out.add((0,external_node_path_.join)(dir, 'config'));
        for (const entry of listing((0,external_node_path_.join)(dir, 'modules'))) {
            if (entry.isDirectory())
                queue.push((0,external_node_path_.join)(dir, 'modules', entry.name));
        }
    }
}
/** The git config files under `workspace`, the top one first; empty when there is no checkout. */
function gitConfigFiles(workspace) {
    const out = new Set();
    const budget = { folders: GIT_SEARCH_LIMITS.folders };
    const queue = [{ dir: workspace, depth: 0 }];
    while (queue.length > 0 && budget.folders-- > 0) {
        const { dir, depth } = queue.shift();
        for (const entry of listing(dir)) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            // Dirent types come from lstat: a symbolic link is neither a folder nor a file here, so never followed.
            if (entry.name === '.git' && entry.isDirectory())
                configsOfGitFolder(path, out, budget);
            else if (entry.name === '.git' && entry.isFile()) {
                const gitDir = gitdirOf(path);
                if (gitDir)
                    configsOfGitFolder(gitDir, out, budget);
            }
            else if (entry.isDirectory() && depth < GIT_SEARCH_LIMITS.depth) {
                queue.push({ dir: path, depth: depth + 1 });
            }
        }
    }
    return [...out];
}

;// CONCATENATED MODULE: ./src/critics/handoff/workspace-credentials.ts
// Finds a credential a checkout left where a critic could read it: actions/checkout persists the job's token as
// an `http.<url>.extraheader` (in a `.git/config`, or in a file under RUNNER_TEMP that an `includeIf` names)
// unless `persist-credentials: false`; a token may also sit in a remote URL, in the name of a
// `url."https://x-access-token:…@github.com/".insteadOf` section, or in a `credential.helper store` file.
// Every git config under the workspace counts (gitConfigFiles). A critic could read any of them, so none may run.




/** Include chains followed before giving up (git itself allows 10). */
const MAX_DEPTH = 10;
function workspace_credentials_readText(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isFile() ? (0,external_node_fs_.readFileSync)(path, 'utf8') : undefined;
    }
    catch {
        return undefined;
    }
}
/** The `[section "subsection"]` headers and `key = value` lines of a git config file, keys lower-cased. */
function lines(text) {
    const out = [];
    let section = '';
    let subsection = '';
    for (const line of text.split(/\r?\n/)) {
        const header = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
        if (header) {
            section = header[1].toLowerCase();
            subsection = (header[2] ?? '').replace(/\\(.)/g, '$1');
            // A header line with a subsection is itself something to check (a URL with a token in it).
            out.push({ section, subsection, key: '', value: '' });
            continue;
        }
        const m = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*?)\s*$/.exec(line);
        if (m)
            out.push({ section, subsection, key: m[1].toLowerCase(), value: m[2].replace(/^"(.*)"$/, '$1') });
    }
    return out;
}
/** A URL whose user part is there (`https://TOKEN@host`, `https://user:pass@host`); ssh's `git@` is not one. */
function urlWithCredential(text) {
    const m = /[a-z][a-z0-9+.-]*:\/\/([^/@\s]+)@/i.exec(text);
    if (!m)
        return false;
    return /^https?:/i.test(text.slice(m.index)) || m[1].includes(':');
}
/** The file a `credential.helper` line stores credentials in, when it is git's `store` helper. */
function storeFileOf(value) {
    const m = /^store(?:\s+--file(?:=|\s+)(\S+))?\s*$/.exec(value.trim());
    if (!m)
        return undefined;
    const file = m[1] ?? '~/.git-credentials';
    return file.startsWith('~/') ? (0,external_node_path_.join)((0,external_node_os_namespaceObject.homedir)(), file.slice(2)) : file;
}
function credentialIn(line) {
    if (line.key === '' && line.section === 'url' && urlWithCredential(line.subsection))
        return 'a url.<base>.insteadOf section whose URL carries a credential';
    if (line.key === 'extraheader' && /authorization\s*:/i.test(line.value))
        return 'an http extraheader with an Authorization';
    if (line.key !== '' && urlWithCredential(line.value))
        return 'a URL with a user and password';
    if (line.section === 'credential' && line.key === 'helper') {
        const store = storeFileOf(line.value);
        if (store !== undefined && (workspace_credentials_readText(store) ?? '').trim() !== '')
            return `a credential.helper store whose file ${store} holds credentials`;
    }
    return undefined;
}
function scan(path, depth, seen) {
    if (depth > MAX_DEPTH || seen.has(path))
        return undefined;
    seen.add(path);
    const text = workspace_credentials_readText(path);
    if (text === undefined)
        return undefined;
    for (const line of lines(text)) {
        const found = credentialIn(line);
        if (found)
            return `${path} holds ${found}`;
        // `[include] path` and `[includeIf "…"] path` name further files, relative to this one.
        if (line.key === 'path' && line.value !== '' && line.section.startsWith('include')) {
            const next = line.value.startsWith('~/') ? (0,external_node_path_.join)((0,external_node_os_namespaceObject.homedir)(), line.value.slice(2)) : line.value;
            const inner = scan((0,external_node_path_.isAbsolute)(next) ? next : (0,external_node_path_.resolve)((0,external_node_path_.dirname)(path), next), depth + 1, seen);
            if (inner)
                return inner;
        }
    }
    return undefined;
}
/** Where a credential sits in a git config under the workspace (with its includes), or undefined when none does. */
function findWorkspaceCredential(workspace) {
    const seen = new Set();
    for (const config of gitConfigFiles(workspace)) {
        const found = scan(config, 0, seen);
        if (found)
            return found;
    }
    return undefined;
}
/** The reason no critic runs, as every critic's envelope states it. */
function credentialRefusal(where) {
    return (`not run: ${where}, and a critic could read it. actions/checkout persists the job's token unless ` +
        'it is given `persist-credentials: false`; set that on the checkout step of this job');
}

;// CONCATENATED MODULE: ./src/critics/handoff/critics-step.ts
// The critics step of a split run: read the job, run its critics behind the boundary the `critic-isolation` input
// names (each critic an OS user of its own, or the job's user with a marker in its environment), end every
// process they left behind, write the envelopes, leave the step's file-command files empty and say in the job
// summary what held. It holds no token and imports no GitHub code: the process has an allowlisted environment.



















function placesOf(dir, job, opts, cliFolder) {
    const env = opts.env;
    return {
        ...(cliFolder ? { cliFolder } : {}),
        actionRoot: opts.actionRoot,
        nodePath: process.execPath,
        path: env.PATH ?? '',
        workspace: job.workspace,
        runnerTemp: env.RUNNER_TEMP ?? '',
        handoffDir: dir,
        fileCommands: fileCommandPaths(env),
        home: env.HOME ?? ''
    };
}
const fileCommandPaths = (env) => FILE_COMMAND_VARS.map((name) => env[name] ?? '').filter(Boolean);
const refusedAll = (job, error) => critic_runs_plannedRuns(job).map((run) => refusedEnvelope(run, error));
async function runAsUsers(dir, job, opts, marker) {
    const privilege = await probePrivilege();
    if ('refusal' in privilege)
        return {
            envelopes: refusedAll(job, privilege.refusal),
            counts: [],
            leftovers: 0,
            summary: refusedSummary(privilege.refusal)
        };
    const clis = await provideClis(job, opts, true);
    if (clis.runnable.length === 0)
        return withFailedInstalls(job, opts, clis, noRun(userModeSummaryNone()));
    const result = await runIsolatedCritics({ ...job, critics: clis.runnable }, {
        privilege,
        baseEnv: { ...opts.env, [CRITIC_MARKER_VAR]: marker },
        places: placesOf(dir, job, opts, clis.root),
        prefix: readUserPrefix(opts.env),
        hostedRunner: opts.env.RUNNER_ENVIRONMENT === 'github-hosted',
        ...(opts.stepOwner ? { ownerUid: opts.stepOwner.uid } : {})
    });
    const leftovers = result.seats.reduce((sum, seat) => sum + seat.leftovers, 0);
    return withFailedInstalls(job, opts, clis, {
        envelopes: result.envelopes,
        counts: result.counts,
        leftovers,
        summary: userModeSummary(opts.stepOwner !== undefined, result)
    });
}
async function runAsJobUser(job, opts, marker) {
    const clis = await provideClis(job, opts, false);
    if (clis.runnable.length === 0)
        return withFailedInstalls(job, opts, clis, noRun(noneModeSummary()));
    const { envelopes, counts } = await runJobCritics({ ...job, critics: clis.runnable }, { baseEnv: { ...opts.env, [CRITIC_MARKER_VAR]: marker } });
    return withFailedInstalls(job, opts, clis, {
        envelopes,
        counts,
        leftovers: killLeftovers(marker, opts),
        summary: noneModeSummary()
    });
}
/**
 * The CLIs of the job's critics, installed as the runner's user where missing
 * (src/critics/handoff/critic-clis.ts).
 */
function provideClis(job, opts, otherUsers) {
    const owner = opts.stepOwner ?? { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
    const write = opts.write ?? ((line) => void process.stdout.write(line));
    return provideCriticClis(job, { env: opts.env, actionRoot: opts.actionRoot, owner, otherUsers, log: write });
}
const noRun = (summary) => ({ envelopes: [], counts: [], leftovers: 0, summary });
const userModeSummaryNone = () => '\n### Critics\n\nNo critic ran: no critic CLI could be installed.\n';
/** The envelopes of critics whose CLI could not be installed (redacted like the rest), in the job's order. */
function withFailedInstalls(job, opts, clis, ran) {
    if (clis.failed.length === 0)
        return ran;
    const failed = redactEnvelopes(clis.failed, redactorFor(opts.env));
    return {
        ...ran,
        envelopes: inJobOrder(job, failed.envelopes, ran.envelopes),
        counts: [...failed.counts, ...ran.counts]
    };
}
/** Nothing a critic started may outlive the step: it could rewrite the envelopes, or wait for publish's token. */
function killLeftovers(marker, opts) {
    return opts.ownProcess ? killStepLeftovers(marker) : killMarkedProcesses(marker);
}
async function runCriticsStep(dir, opts) {
    const marker = (0,external_node_crypto_namespaceObject.randomBytes)(16).toString('hex');
    const write = opts.write ?? ((line) => void process.stdout.write(line));
    const token = stopWorkflowCommands(write);
    let resumed = false;
    const resume = () => {
        if (!resumed)
            resumeWorkflowCommands(token, write);
        resumed = true;
    };
    try {
        const mode = readIsolationMode(opts.env);
        if (mode === 'none' && opts.stepOwner)
            throw new errors/* UserError */.y('is none, yet the step runs elevated: critics would run as root', 'input critic-isolation');
        const job = await readJob(dir);
        const credential = findWorkspaceCredential(job.workspace);
        let ran;
        if (credential) {
            const error = credentialRefusal(credential);
            ran = { envelopes: refusedAll(job, error), counts: [], leftovers: 0, summary: refusedSummary(error) };
        }
        else {
            ran = mode === 'user' ? await runAsUsers(dir, job, opts, marker) : await runAsJobUser(job, opts, marker);
        }
        resume();
        await writeEnvelopes(dir, { envelopes: ran.envelopes, redacted: ran.counts });
        const cleared = await clearFileCommands(opts.env);
        if (opts.env.GITHUB_STEP_SUMMARY)
            await (0,promises_namespaceObject.appendFile)(opts.env.GITHUB_STEP_SUMMARY, ran.summary);
        // Written as root when the step was elevated: publish and the runner read them as the runner's user.
        await (0,elevated_step/* giveBack */.F)(opts.stepOwner, [(0,external_node_path_.join)(dir, files_ENVELOPES_FILE), ...fileCommandPaths(opts.env)]);
        return { mode, envelopes: ran.envelopes, leftovers: ran.leftovers, cleared };
    }
    catch (error) {
        // Also when the job or a write failed: no critic process survives, no file command written by one counts.
        killLeftovers(marker, opts);
        resume();
        await clearFileCommands(opts.env);
        await (0,elevated_step/* giveBack */.F)(opts.stepOwner, fileCommandPaths(opts.env));
        throw error;
    }
}


/***/ }),

/***/ 373:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ giveBack),
/* harmony export */   r: () => (/* binding */ takeStepOwner)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// The critics step elevated once by steps/critics.sh (`sudo -n -E`, critic-isolation: user on a runner whose user
// has passwordless sudo): who the step belongs to, the step's own PATH put back, sudo's variables taken out, and
// the files the later steps read given back to that user.

/** Variables sudo adds; none of them is the step's, and none may reach a critic. */
const SUDO_ADDED = ['SUDO_COMMAND', 'SUDO_USER', 'SUDO_UID', 'SUDO_GID', 'SUDO_HOME', 'MAIL'];
/**
 * Reads (and removes) what the elevation left in `env`: SUDO_UID and SUDO_GID name the step's owner, and
 * THE_LOOP_STEP_PATH holds the PATH sudo's secure_path replaced. Undefined when the step was not elevated.
 */
function takeStepOwner(env) {
    const stepPath = env.THE_LOOP_STEP_PATH;
    const uid = Number(env.SUDO_UID);
    const gid = Number(env.SUDO_GID);
    if (stepPath === undefined || process.getuid?.() !== 0 || !Number.isInteger(uid) || !Number.isInteger(gid))
        return undefined;
    env.PATH = stepPath;
    delete env.THE_LOOP_STEP_PATH;
    for (const name of SUDO_ADDED)
        delete env[name];
    return { uid, gid };
}
/** Gives files this root process wrote back to the step's owner (publish, running as that user, reads them). */
async function giveBack(owner, paths) {
    if (!owner)
        return;
    for (const path of paths)
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lchown(path, owner.uid, owner.gid).catch(() => undefined);
}


/***/ }),

/***/ 332:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _critics_handoff_critics_step_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(458);
/* harmony import */ var _critics_isolation_elevated_step_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(373);
/* harmony import */ var _base_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(856);
// Composition root of the critics step (dist/critics-step/index.js). It is started by steps/critics.sh with an
// allowlisted environment, so it holds no GitHub token; it loads no GitHub SDK and writes only plain lines to
// the log (never a critic's output, which could carry workflow commands).




const dir = process.argv[2] ?? '';
const stepOwner = (0,_critics_isolation_elevated_step_js__WEBPACK_IMPORTED_MODULE_2__/* .takeStepOwner */ .r)(process.env);
// This bundle is <action>/dist/critics-step/index.js: the action's folder is two folders up from its own.
const actionRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(process.argv[1] ?? ''), '..', '..');
try {
    if (dir === '')
        throw new Error('usage: critics-step/index.js <handoff folder> (given by the prepare step)');
    const report = await (0,_critics_handoff_critics_step_js__WEBPACK_IMPORTED_MODULE_1__/* .runCriticsStep */ .v)(dir, {
        env: process.env,
        actionRoot,
        ownProcess: true,
        ...(stepOwner ? { stepOwner } : {})
    });
    for (const e of report.envelopes) {
        const status = e.ok ? 'ok' : 'failed';
        process.stdout.write(`the-loop: critic ${e.critic} ${status} in ${e.durationSeconds}s\n`);
    }
    if (report.leftovers > 0)
        process.stdout.write(`the-loop: ended ${report.leftovers} process(es) the critics left running\n`);
}
catch (error) {
    // The publish step still runs and reports every critic without a result as failed.
    process.stdout.write(`::error::the-loop critics step: ${(0,_base_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .U)(error).replace(/[\r\n]+/g, ' ')}\n`);
    process.exitCode = 1;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

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
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
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
/******/ var __webpack_exports__ = __nccwpck_require__(332);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
