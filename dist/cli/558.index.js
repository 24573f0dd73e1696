export const id = 558;
export const ids = [558];
export const modules = {

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

/***/ 2019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fA: () => (/* binding */ adapterFor),
  KU: () => (/* binding */ asPositionalText),
  ic: () => (/* binding */ builtinHarnessNames),
  Fw: () => (/* binding */ looseningArg)
});

// UNUSED EXPORTS: ADAPTERS, MAX_TURNS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/critic/gemini-files.ts
// The two files a Gemini CLI critic reads its limits from: a read-only deny policy and a turn-bound setting.
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
/** The settings layer that bounds the session; a user's own settings file may still raise it. */
function geminiDefaults(maxTurns) {
    return `${JSON.stringify({ model: { maxSessionTurns: maxTurns } }, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/critic/adapters.ts
// Built-in harness adapters: how to run each known agent CLI once, headless, read-only unless told otherwise.


/** Agentic turns a built-in critic may take where its CLI can bound them: a review reads a little, then answers. */
const MAX_TURNS = 20;
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
const readOnly = (request, flags) => request.tools === 'read-only' ? flags : [];
/**
 * Claude Code (https://code.claude.com/docs/en/cli-reference, .../headless): `claude -p` with no prompt
 * argument reads the prompt from stdin. Read-only: Read, Grep and Glob are the only built-in tools
 * (--tools); shell, edit, web and every MCP tool are denied, and a deny rule holds whatever a settings
 * file allows (--disallowedTools); no MCP server from settings starts (--strict-mcp-config); anything
 * not pre-approved is refused instead of asked (--permission-mode dontAsk,
 * https://code.claude.com/docs/en/permission-modes). The two list flags are each followed by another
 * flag, so neither swallows a later argument. --max-turns bounds the agentic loop in print mode.
 */
const claude = {
    binary: 'claude',
    docs: 'https://code.claude.com/docs/en/cli-reference',
    promptVia: 'stdin',
    loosening: {
        flags: [
            '--tools',
            '--allowedTools',
            '--allowed-tools',
            '--permission-mode',
            '--dangerously-skip-permissions',
            '--allow-dangerously-skip-permissions'
        ]
    },
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
                '--permission-mode',
                'dontAsk'
            ]),
            '--max-turns',
            String(MAX_TURNS)
        ], '--model', request.model),
        stdin: request.prompt,
        files: {},
        env: {}
    })
};
/**
 * Codex (https://developers.openai.com/codex/noninteractive, .../codex/cli/reference): `codex exec -`
 * reads the prompt from stdin; `--json` prints JSONL events. Read-only: the read-only sandbox (no
 * writes, no network for commands), approvals never asked (exec's default, pinned here), the shell
 * tools off and the hosted web search off (it is not covered by the sandbox), all documented config
 * keys (https://developers.openai.com/codex/config-reference). `--skip-git-repo-check`: the review
 * workspace is not a checkout. codex exec has no turn limit.
 */
const codex = {
    binary: 'codex',
    docs: 'https://developers.openai.com/codex/noninteractive',
    promptVia: 'stdin',
    loosening: {
        flags: [
            '--sandbox',
            '-s',
            '--dangerously-bypass-approvals-and-sandbox',
            '--yolo',
            '--full-auto',
            '--not-so-yolo',
            '--add-dir',
            '--search'
        ],
        configKeys: ['approval_policy', 'sandbox_mode', 'web_search', 'features', 'tools']
    },
    call: (request) => ({
        argv: [
            ...withModel([
                'exec',
                '--json',
                '--skip-git-repo-check',
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
                ])
            ], '-m', request.model),
            '-'
        ],
        stdin: request.prompt,
        files: {},
        env: {}
    })
};
/**
 * Cursor Agent (https://cursor.com/docs/cli/headless, .../cli/reference/parameters): print mode takes
 * the prompt as an argument. Its docs name piped stdin only as a reason to infer print mode, never as
 * a prompt source, so the prompt stays one argv element and is held to the one-argument limit.
 * Read-only: `--mode ask`, "read-only exploration without making changes"
 * (https://cursor.com/docs/cli/overview); never --force. It has no turn limit.
 */
const cursor = {
    binary: 'cursor-agent',
    docs: 'https://cursor.com/docs/cli/headless',
    promptVia: 'argv',
    loosening: { flags: ['--mode', '--plan', '--force', '-f', '--yolo', '--sandbox', '--approve-mcps'] },
    call: (request) => ({
        argv: withModel([
            '-p',
            asPositionalText(request.prompt),
            '--output-format',
            'json',
            ...readOnly(request, ['--mode', 'ask'])
        ], '-m', request.model),
        files: {},
        env: {}
    })
};
/**
 * Gemini CLI (https://geminicli.com/docs/cli/headless, .../cli/cli-reference): with stdin piped it runs
 * headless and reads the prompt from stdin (`cat file | gemini`). Its plan mode is reported not to hold
 * headless, so read-only is a deny policy (https://geminicli.com/docs/reference/policy-engine), loaded
 * at the admin tier (--admin-policy) and again at the user tier (--policy) in case an administrator's
 * policy directory makes the supplemental admin file ignored; --approval-mode default turns any other
 * confirmation into a denial when headless. The turn bound is a setting (model.maxSessionTurns), given
 * as the lowest-precedence settings layer through GEMINI_CLI_SYSTEM_DEFAULTS_PATH
 * (https://geminicli.com/docs/reference/configuration).
 */
const gemini = {
    binary: 'gemini',
    docs: 'https://geminicli.com/docs/cli/headless',
    promptVia: 'stdin',
    loosening: { flags: ['--approval-mode', '--yolo', '-y', '--allowed-tools'] },
    call: (request) => {
        const policy = (0,external_node_path_.join)(request.dir, 'read-only-policy.toml');
        const defaults = (0,external_node_path_.join)(request.dir, 'system-defaults.json');
        const files = { [defaults]: geminiDefaults(MAX_TURNS) };
        if (request.tools === 'read-only')
            files[policy] = GEMINI_READ_ONLY_POLICY;
        return {
            argv: withModel([
                '--output-format',
                'json',
                ...readOnly(request, ['--approval-mode', 'default', '--admin-policy', policy, '--policy', policy])
            ], '-m', request.model),
            stdin: request.prompt,
            files,
            env: { GEMINI_CLI_SYSTEM_DEFAULTS_PATH: defaults }
        };
    }
};
const ADAPTERS = { claude, cursor, codex, gemini };
function adapterFor(harness) {
    return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : undefined;
}
function builtinHarnessNames() {
    return Object.keys(ADAPTERS);
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
// EXTERNAL MODULE: ./src/critic/adapters.ts + 1 modules
var adapters = __webpack_require__(2019);
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
    'enabled',
    'tools'
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
    const injector = Object.keys(env).find(critic_env/* isInjectionEnvName */.ow);
    if (injector)
        return broken(name, `'env' may not set ${injector}: it makes a loader or shell run code before the critic`);
    const outputFormat = raw.outputFormat ?? 'text';
    if (outputFormat !== 'text' && outputFormat !== 'json') {
        return broken(name, `unknown outputFormat '${String(outputFormat)}' (use text or json)`);
    }
    const timeoutSeconds = parseTimeout(raw.timeoutSeconds);
    if (timeoutSeconds === undefined)
        return broken(name, "'timeoutSeconds' must be a positive number");
    if (raw.enabled !== undefined && typeof raw.enabled !== 'boolean')
        return broken(name, "'enabled' must be true or false");
    const tools = raw.tools ?? 'read-only';
    if (!model/* TOOL_POLICIES */.My.includes(tools))
        return broken(name, `unknown tools '${String(tools)}' (use ${model/* TOOL_POLICIES */.My.join(' or ')})`);
    // A command critic runs exactly its args: a 'tools' line there would promise a restriction nobody applies.
    if (raw.tools !== undefined && str(raw.command))
        return broken(name, "'tools' applies to built-in harnesses only; a 'command' critic runs exactly its args");
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
        tools: tools,
        where
    });
    const error = invocationProblem(critic);
    return error ? { ...critic, error } : critic;
}
/** Placeholders are from the closed set, the critic can receive the prompt, and its args keep read-only. */
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
    const adapter = (0,adapters/* adapterFor */.fA)(critic.harness);
    if (!adapter) {
        const label = critic.harness ? `harness '${critic.harness}'` : 'no harness';
        return `${label} has no built-in invocation; set 'command' (+ 'args') or use one of: ${(0,adapters/* builtinHarnessNames */.ic)().join(', ')}`;
    }
    const loose = critic.tools === 'read-only' ? (0,adapters/* looseningArg */.Fw)(adapter, critic.args) : undefined;
    if (loose !== undefined)
        return `args '${loose}' would undo tools: read-only for ${adapter.binary}; drop it, or set tools: allow`;
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
/* harmony export */   bB: () => (/* binding */ isScrubbedEnvName),
/* harmony export */   ow: () => (/* binding */ isInjectionEnvName)
/* harmony export */ });
/* unused harmony exports SCRUBBED_ENV, INJECTION_ENV */
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


/***/ }),

/***/ 4997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KU: () => (/* binding */ DEFAULT_TIMEOUT_SECONDS),
/* harmony export */   My: () => (/* binding */ TOOL_POLICIES),
/* harmony export */   bE: () => (/* binding */ attributionOf),
/* harmony export */   h7: () => (/* binding */ makeCritic),
/* harmony export */   ni: () => (/* binding */ CriticConfigError),
/* harmony export */   wK: () => (/* binding */ isPlaceholder),
/* harmony export */   zj: () => (/* binding */ DEFAULT_POLICY)
/* harmony export */ });
/* unused harmony export PLACEHOLDERS */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
// The critic model: one configured reviewer command, its defaults, and the closed placeholder set.

/**
 * What a built-in harness may do besides answering: `read-only` runs its CLI with no shell, no file
 * edits and no web tools; `allow` leaves the CLI's own tool defaults. A `command` critic runs exactly
 * what its args say, so the field does not apply to it.
 */
const TOOL_POLICIES = ['read-only', 'allow'];
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
        tools: 'read-only',
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
/* unused harmony exports PROMPT_ARG_LIMIT_BYTES, substitute */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2019);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4997);
// resolveInvocation: a critic + placeholder values -> argv, stdin and files (pure; the security-critical step).




const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
/**
 * The most prompt one argv element may carry. Linux refuses a single argument past 128 KiB
 * (MAX_ARG_STRLEN, `spawn E2BIG`); the margin leaves room for the rest of argv and the environment.
 */
const PROMPT_ARG_LIMIT_BYTES = 100 * 1024;
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
        if (!(0,_model_js__WEBPACK_IMPORTED_MODULE_3__/* .isPlaceholder */ .wK)(name))
            throw new _model_js__WEBPACK_IMPORTED_MODULE_3__/* .CriticConfigError */ .ni(`critic '${critic}': unknown placeholder {${name}}`);
        const value = values[name] ?? '';
        // An element that is exactly `{prompt}` must not turn a dash-leading prompt into an option.
        return name === 'prompt' && arg === '{prompt}' ? (0,_adapters_js__WEBPACK_IMPORTED_MODULE_2__/* .asPositionalText */ .KU)(value) : value;
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
function resolveInvocation(critic, values, dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(), 'the-loop-unwritten')) {
    if (critic.error)
        throw new _model_js__WEBPACK_IMPORTED_MODULE_3__/* .CriticConfigError */ .ni(`critic '${critic.name}': ${critic.error}`, critic.where);
    if (!critic.enabled)
        throw new _model_js__WEBPACK_IMPORTED_MODULE_3__/* .CriticConfigError */ .ni(`critic '${critic.name}' is disabled in config`, critic.where);
    const extra = critic.args.map((a) => substitute(a, values, critic.name));
    const refusal = promptArgProblem(critic, extra);
    const withRefusal = (invocation) => refusal ? { ...invocation, refusal } : invocation;
    // A command critic gets its prompt through {prompt}/{promptFile} only; its stdin is closed.
    if (critic.command)
        return withRefusal({ argv: [critic.command, ...extra], files: {}, env: {} });
    const adapter = (0,_adapters_js__WEBPACK_IMPORTED_MODULE_2__/* .adapterFor */ .fA)(critic.harness);
    if (!adapter) {
        throw new _model_js__WEBPACK_IMPORTED_MODULE_3__/* .CriticConfigError */ .ni(`critic '${critic.name}': harness '${critic.harness}' has no built-in invocation; ` +
            `set 'command' (+ 'args') or use one of: ${(0,_adapters_js__WEBPACK_IMPORTED_MODULE_2__/* .builtinHarnessNames */ .ic)().join(', ')}`, critic.where);
    }
    const loose = critic.tools === 'read-only' ? (0,_adapters_js__WEBPACK_IMPORTED_MODULE_2__/* .looseningArg */ .Fw)(adapter, critic.args) : undefined;
    if (loose !== undefined) {
        const why = `args '${loose}' would undo tools: read-only for ${adapter.binary}`;
        throw new _model_js__WEBPACK_IMPORTED_MODULE_3__/* .CriticConfigError */ .ni(`critic '${critic.name}': ${why}`, critic.where);
    }
    const prompt = values.prompt ?? '';
    const call = adapter.call({ prompt, model: critic.model, tools: critic.tools, dir });
    const invocation = withRefusal({ ...call, argv: [adapter.binary, ...call.argv, ...extra] });
    const bytes = Buffer.byteLength((0,_adapters_js__WEBPACK_IMPORTED_MODULE_2__/* .asPositionalText */ .KU)(prompt), 'utf8');
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
    return critic.command || (0,_adapters_js__WEBPACK_IMPORTED_MODULE_2__/* .adapterFor */ .fA)(critic.harness)?.binary || '';
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
