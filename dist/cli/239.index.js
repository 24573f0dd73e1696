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
const harness_config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://github.com/the-loop/the-loop-action/schemas/harness-config.schema.json","title":"the-loop harness config (.the-loop/harness-config.yaml)","description":"Repository-scoped harness settings. Inside GitHub Actions this file is read from the default branch, never from a pull request\'s head. A critic entry is executable configuration: review changes to it like code.","type":"object","properties":{"reviews":{"$ref":"#/$defs/reviews"}},"additionalProperties":true,"$defs":{"reviews":{"type":"object","description":"Review-round policy and the critics a round may call.","properties":{"selfReviewCount":{"type":"integer","minimum":0,"default":3},"criticReviewCount":{"type":"integer","minimum":0,"default":3},"stopOnNoNewFindings":{"type":"boolean","default":true},"escalateOnRepeatFinding":{"type":"boolean","default":true},"critics":{"type":"array","items":{"$ref":"#/$defs/critic"}}},"additionalProperties":false},"critic":{"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1,"description":"Unique id: `the-loop critic run <name>`."},"harness":{"type":"string","default":"","description":"Attribution prefix. The built-ins claude, cursor, codex and gemini also derive the invocation."},"model":{"type":"string","default":"","description":"Passed through the built-in\'s model flag, or as {model} in args."},"command":{"type":"string","default":"","description":"The executable to spawn (argv[0] only, never a shell line). Wins over harness."},"args":{"type":"array","items":{"type":"string","pattern":"^([^{]|\\\\{(prompt|promptFile|model|workItem|specDir|cwd)\\\\})*$"},"default":[],"description":"argv after the executable (or flags appended to a built-in). Placeholders: {prompt}, {promptFile}, {model}, {workItem}, {specDir}, {cwd}; each fills one element. With command, mention {prompt} or {promptFile}."},"env":{"type":"object","additionalProperties":{"type":"string"},"propertyNames":{"not":{"pattern":"^(GITHUB_TOKEN|GH_TOKEN|INPUT_.*|ACTIONS_RUNTIME_.*|ACTIONS_ID_TOKEN_.*|GITHUB_APP_.*|GH_APP_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY|LD_.*|DYLD_.*|BASH_FUNC_.*|BASH_ENV|ENV|NODE_OPTIONS)$"}},"default":{},"description":"Overlay on the scrubbed environment. Never secrets: tokens stay out of config. Loader and shell start-up variables (LD_*, DYLD_*, BASH_ENV, ENV, NODE_OPTIONS) are refused."},"cwd":{"type":"string","default":"","description":"Run directory; default the project root."},"outputFormat":{"enum":["text","json"],"default":"text","description":"How stdout is read."},"timeoutSeconds":{"type":"number","exclusiveMinimum":0,"default":900},"enabled":{"type":"boolean","default":true,"description":"false: listed, refused at run."},"tools":{"enum":["read-only","allow"],"default":"read-only","description":"Built-in harnesses only. read-only: the CLI runs with no shell, no file edits and no web tools. allow: the CLI\'s own tool defaults (it may run commands and edit files as the runner\'s user)."}},"additionalProperties":false,"if":{"required":["command"],"properties":{"command":{"type":"string","minLength":1}}},"then":{"not":{"required":["tools"]}}}}}');
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


/***/ })

};
