export const id = 239;
export const ids = [239];
export const modules = {

/***/ 7239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configCommand: () => (/* binding */ configCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/critic/config.ts + 1 modules
var critic_config = __webpack_require__(3926);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
;// CONCATENATED MODULE: ./schemas/harness-config.schema.json
const harness_config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/the-loop/the-loop-action/schemas/harness-config.schema.json","title":"the-loop harness config (.the-loop/harness-config.yaml)","description":"Repository-scoped harness settings. Inside GitHub Actions this file is read from the default branch, never from a pull request\'s head. A critic entry is executable configuration: review changes to it like code.","type":"object","properties":{"reviews":{"$ref":"#/$defs/reviews"}},"additionalProperties":true,"$defs":{"reviews":{"type":"object","description":"Review-round policy and the critics a round may call.","properties":{"selfReviewCount":{"type":"integer","minimum":0,"default":3},"criticReviewCount":{"type":"integer","minimum":0,"default":3},"stopOnNoNewFindings":{"type":"boolean","default":true},"escalateOnRepeatFinding":{"type":"boolean","default":true},"critics":{"type":"array","items":{"$ref":"#/$defs/critic"}}},"additionalProperties":false},"critic":{"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1,"description":"Unique id: `the-loop critic run <name>`."},"harness":{"type":"string","default":"","description":"Attribution prefix. The built-ins claude, cursor, codex and gemini also derive the invocation."},"model":{"type":"string","default":"","description":"Passed through the built-in\'s model flag, or as {model} in args."},"command":{"type":"string","default":"","description":"The executable to spawn (argv[0] only, never a shell line). Wins over harness."},"args":{"type":"array","items":{"type":"string","pattern":"^([^{]|\\\\{(prompt|promptFile|model|workItem|specDir|cwd)\\\\})*$"},"default":[],"description":"argv after the executable (or flags appended to a built-in). Placeholders: {prompt}, {promptFile}, {model}, {workItem}, {specDir}, {cwd}; each fills one element. With command, mention {prompt} or {promptFile}."},"env":{"type":"object","additionalProperties":{"type":"string"},"propertyNames":{"not":{"pattern":"^(GITHUB_TOKEN|GH_TOKEN|INPUT_.*|ACTIONS_RUNTIME_.*|ACTIONS_ID_TOKEN_.*|GITHUB_APP_.*|GH_APP_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY)$"}},"default":{},"description":"Overlay on the scrubbed environment. Never secrets: tokens stay out of config."},"cwd":{"type":"string","default":"","description":"Run directory; default the project root."},"outputFormat":{"enum":["text","json"],"default":"text","description":"How stdout is read."},"timeoutSeconds":{"type":"number","exclusiveMinimum":0,"default":900},"enabled":{"type":"boolean","default":true,"description":"false: listed, refused at run."}},"additionalProperties":false}}}');
;// CONCATENATED MODULE: ./src/critic/schema.ts
// The shipped harness-config JSON Schema (schemas/harness-config.schema.json), compiled once.


const HARNESS_CONFIG_SCHEMA = harness_config_schema_namespaceObject;
const validateHarnessConfigShape = new _2020.Ajv2020({ allErrors: true }).compile(HARNESS_CONFIG_SCHEMA);

;// CONCATENATED MODULE: ./src/critic/validate.ts
// `config validate`: every problem of a harness config (schema shape + loader rules), each with file:line.



/** Problems found in the text, as `where:line: message` strings; empty when the config is valid. */
function checkHarnessConfigText(text, where) {
    let config;
    try {
        config = (0,critic_config/* loadHarnessConfigText */.Ol)(text, where);
    }
    catch (error) {
        return [error.message];
    }
    const problems = config.critics
        .filter((c) => c.error)
        .map((c) => `${c.where}: critic '${c.name}': ${c.error}`);
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines });
    const data = doc.toJS() ?? {};
    if (!validateHarnessConfigShape(data)) {
        for (const e of validateHarnessConfigShape.errors ?? []) {
            const path = e.instancePath
                .split('/')
                .slice(1)
                .map((p) => (/^\d+$/.test(p) ? Number(p) : p.replace(/~1/g, '/').replace(/~0/g, '~')));
            const node = doc.getIn(path, true);
            const offset = node?.range?.[0];
            const line = offset === undefined ? 0 : lines.linePos(offset).line;
            const detail = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : '';
            problems.push(`${where}:${line}: ${e.instancePath || '(top level)'} ${e.message ?? 'is invalid'}${detail} (schema)`);
        }
    }
    return [...new Set(problems)];
}

// EXTERNAL MODULE: ./src/cli/flags.ts
var cli_flags = __webpack_require__(5377);
;// CONCATENATED MODULE: ./src/cli/config-command.ts
// `the-loop config validate [--root DIR]`: checks the harness config against the schema and loader rules.





const USAGE = 'usage: the-loop config validate [--root DIR] [--file PATH]';
async function firstExisting(paths) {
    for (const path of paths) {
        try {
            return { path, text: await (0,promises_.readFile)(path, 'utf8') };
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
        }
    }
    return undefined;
}
/** Exit codes: 0 valid (or no config file), 1 problems found (each printed with file:line), 2 usage. */
const configCommand = async (args, io) => {
    const [sub, ...rest] = args;
    if (sub !== 'validate') {
        io.err(sub ? `the-loop config: unknown subcommand '${sub}'\n${USAGE}` : USAGE);
        return 2;
    }
    let flags;
    try {
        const parsed = (0,cli_flags/* parseFlags */.b)(rest, ['root', 'file']);
        if (parsed.positionals.length)
            throw new Error(`unexpected argument '${parsed.positionals[0]}'`);
        flags = parsed.flags;
    }
    catch (error) {
        io.err(`the-loop config: ${error.message}\n${USAGE}`);
        return 2;
    }
    const root = (0,external_node_path_.resolve)(flags.root ?? '.');
    const candidates = flags.file
        ? [(0,external_node_path_.resolve)(flags.file)]
        : [(0,external_node_path_.join)(root, critic_config/* CONFIG_PATH */.tF), (0,external_node_path_.join)(root, critic_config/* LEGACY_CONFIG_PATH */.B4)];
    let found;
    try {
        found = await firstExisting(candidates);
    }
    catch (error) {
        io.err(`the-loop config: cannot read ${candidates[0]}: ${error.message}`);
        return 1;
    }
    if (!found) {
        io.out(`No harness config at ${candidates[0]}: nothing to validate (no critics are configured).`);
        return 0;
    }
    const problems = checkHarnessConfigText(found.text, found.path);
    if (problems.length === 0) {
        io.out(`${found.path}: valid`);
        return 0;
    }
    for (const problem of problems)
        io.err(problem);
    io.err(`${problems.length} problem(s) in ${found.path}`);
    return 1;
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
