"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/critic-check-command.ts
var critic_check_command_exports = {};
__export(critic_check_command_exports, {
  checkList: () => checkList
});
module.exports = __toCommonJS(critic_check_command_exports);

// src/critics/harness/cli-check/cli-check.ts
var import_node_path6 = require("node:path");

// src/critics/harness/cli-check/cli-facts.ts
var CHECK_BASE_URL = "http://127.0.0.1:1";
var CHECK_DUMMY_KEY = "the-loop-check-not-a-key";
var CHECK_UNSET_ALWAYS = [
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "ALL_PROXY",
  "http_proxy",
  "https_proxy",
  "all_proxy"
];
var CLI_FACTS = {
  claude: {
    npmPackage: "@anthropic-ai/claude-code",
    testedVersion: "2.1.332",
    install: "npm install -g @anthropic-ai/claude-code@2.1.332",
    keyVars: ["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN"],
    notKeyVars: {},
    offline: {
      env: {
        ANTHROPIC_API_KEY: CHECK_DUMMY_KEY,
        ANTHROPIC_BASE_URL: CHECK_BASE_URL,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        // Without it claude retries the refused connection with back-off past the check's timeout.
        CLAUDE_CODE_MAX_RETRIES: "0"
      },
      unset: [
        "CLAUDE_CODE_OAUTH_TOKEN",
        "ANTHROPIC_AUTH_TOKEN",
        "CLAUDE_CODE_USE_BEDROCK",
        "CLAUDE_CODE_USE_VERTEX",
        "CLAUDE_CODE_USE_FOUNDRY",
        "ANTHROPIC_BEDROCK_BASE_URL",
        "ANTHROPIC_VERTEX_BASE_URL",
        "ANTHROPIC_FOUNDRY_BASE_URL"
      ],
      privateDirs: ["CLAUDE_CONFIG_DIR"],
      absentFiles: [],
      appendArgs: []
    }
  },
  codex: {
    npmPackage: "@openai/codex",
    testedVersion: "0.171.0",
    install: "npm install -g @openai/codex@0.171.0",
    keyVars: ["CODEX_API_KEY"],
    notKeyVars: { OPENAI_API_KEY: "OPENAI_API_KEY alone does not authenticate codex 0.171 exec" },
    offline: {
      env: { CODEX_API_KEY: CHECK_DUMMY_KEY },
      unset: ["OPENAI_API_KEY", "OPENAI_BASE_URL"],
      // CODEX_HOME holds config.toml (providers, base URLs) and auth.json (a ChatGPT login).
      privateDirs: ["CODEX_HOME"],
      absentFiles: [],
      appendArgs: ["-c", 'model_provider="openai"', "-c", `openai_base_url="${CHECK_BASE_URL}/v1"`]
    }
  },
  gemini: {
    npmPackage: "@google/gemini-cli",
    testedVersion: "0.61.0",
    install: "npm install -g @google/gemini-cli@0.61.0",
    keyVars: ["GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_GENAI_USE_VERTEXAI"],
    notKeyVars: {},
    offline: {
      // With a base URL and no auth type from settings, gemini 0.61 refuses to start headless
      // ("Invalid auth method selected.") after parsing its flags: the check never opens a connection.
      env: { GEMINI_API_KEY: CHECK_DUMMY_KEY, GOOGLE_GEMINI_BASE_URL: CHECK_BASE_URL },
      unset: [
        "GOOGLE_API_KEY",
        "GOOGLE_GENAI_USE_VERTEXAI",
        "GOOGLE_GENAI_USE_GCA",
        "GEMINI_CLI_USE_COMPUTE_ADC",
        "CLOUD_SHELL",
        "GOOGLE_APPLICATION_CREDENTIALS"
      ],
      // GEMINI_CLI_HOME stands for ~ (~/.gemini: settings with an auth type, a Google login).
      privateDirs: ["GEMINI_CLI_HOME"],
      absentFiles: ["GEMINI_CLI_SYSTEM_SETTINGS_PATH"],
      appendArgs: []
    }
  },
  cursor: {
    untested: "not tested: not installable here, checked from documentation only",
    install: "install Cursor Agent as https://cursor.com/docs/cli/installation says",
    keyVars: ["CURSOR_API_KEY"],
    notKeyVars: {},
    offlineSkip: "flag check skipped: cursor-agent has no base URL setting that keeps it off the network"
  }
};
function cliFactsFor(harness) {
  return Object.hasOwn(CLI_FACTS, harness) ? CLI_FACTS[harness] : void 0;
}

// src/critics/harness/cli-check/cli-offline.ts
var import_node_fs3 = require("node:fs");
var import_node_path5 = require("node:path");

// src/critics/harness/env.ts
var SCRUBBED_ENV = {
  names: [
    "GITHUB_TOKEN",
    "GH_TOKEN",
    "GITHUB_ENTERPRISE_TOKEN",
    "GH_ENTERPRISE_TOKEN",
    "ACTIONS_RUNTIME_TOKEN",
    "ACTIONS_RUNTIME_URL",
    "ACTIONS_RESULTS_URL",
    "ACTIONS_CACHE_URL",
    "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
    "ACTIONS_ID_TOKEN_REQUEST_URL",
    "GITHUB_ENV",
    "GITHUB_PATH",
    "GITHUB_OUTPUT",
    "GITHUB_STATE",
    "GITHUB_STEP_SUMMARY"
  ],
  /** Every action input (INPUT_GITHUB-TOKEN included), OIDC and app credentials. */
  prefixes: ["INPUT_", "ACTIONS_ID_TOKEN_", "ACTIONS_RUNTIME_", "GITHUB_APP_", "GH_APP_"]
};
function isScrubbedEnvName(name) {
  const upper = name.toUpperCase();
  return SCRUBBED_ENV.names.includes(upper) || SCRUBBED_ENV.prefixes.some((p) => upper.startsWith(p));
}
var INJECTION_ENV = {
  names: ["BASH_ENV", "ENV", "NODE_OPTIONS"],
  prefixes: ["LD_", "DYLD_", "BASH_FUNC_"]
};
function isInjectionEnvName(name) {
  const upper = name.toUpperCase();
  return INJECTION_ENV.names.includes(upper) || INJECTION_ENV.prefixes.some((p) => upper.startsWith(p));
}
function buildCriticEnv(base, overlay = {}) {
  const env = {};
  for (const [name, value] of Object.entries(base)) {
    if (value !== void 0 && !isScrubbedEnvName(name)) env[name] = value;
  }
  for (const [name, value] of Object.entries(overlay)) {
    if (!isScrubbedEnvName(name) && !isInjectionEnvName(name)) env[name] = value;
  }
  return env;
}

// src/critics/harness/private-dir.ts
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
async function withPrivateDir(use) {
  const dir = await import_node_fs.promises.mkdtemp((0, import_node_path.join)((0, import_node_os.tmpdir)(), "the-loop-run-"));
  try {
    return await use(dir);
  } finally {
    await import_node_fs.promises.rm(dir, { recursive: true, force: true });
  }
}
async function writePrivateFiles(files) {
  for (const [path, text] of Object.entries(files)) {
    await import_node_fs.promises.mkdir((0, import_node_path.dirname)(path), { recursive: true, mode: 448 });
    await import_node_fs.promises.writeFile(path, text, { encoding: "utf8", mode: 384, flag: "wx" });
  }
}
var USER_FILE_CAP_BYTES = 1024 * 1024;

// src/critics/harness/process.ts
var import_node_child_process = require("node:child_process");
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var OUTPUT_CAP_BYTES = 4 * 1024 * 1024;
var KILL_GRACE_MS = 2e3;
var MAX_TIMER_MS = 2 ** 31 - 1;
var CappedBuffer = class {
  constructor(cap) {
    this.cap = cap;
  }
  cap;
  chunks = [];
  kept = 0;
  dropped = 0;
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
    return Buffer.concat(this.chunks).toString("utf8");
  }
};
function readCapped(fd, cap) {
  try {
    const size = (0, import_node_fs2.fstatSync)(fd).size;
    const buffer = Buffer.alloc(Math.min(size, cap));
    let read = 0;
    while (read < buffer.length) {
      const n = (0, import_node_fs2.readSync)(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return { text: buffer.subarray(0, read).toString("utf8"), dropped: Math.max(0, size - read) };
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function readFileOutput(fd, cap) {
  try {
    return readCapped(fd, cap);
  } catch (error) {
    return { text: `[the-loop: could not read the output file: ${error.message}]`, dropped: 0 };
  }
}
function findExecutable(binary, env, cwd) {
  const isRunnable = (path) => {
    try {
      if (!(0, import_node_fs2.statSync)(path).isFile()) return false;
      (0, import_node_fs2.accessSync)(path, process.platform === "win32" ? import_node_fs2.constants.F_OK : import_node_fs2.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (binary === "") return void 0;
  if (binary.includes("/") || binary.includes("\\")) {
    const path = (0, import_node_path2.isAbsolute)(binary) ? binary : (0, import_node_path2.join)(cwd, binary);
    return isRunnable(path) ? path : void 0;
  }
  const dirs = (env.PATH ?? env.Path ?? "").split(import_node_path2.delimiter).filter(Boolean);
  const exts = process.platform === "win32" ? (env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";").concat([""]) : [""];
  for (const dir of dirs) {
    for (const ext of exts) {
      const path = (0, import_node_path2.join)(dir, binary + ext);
      if (isRunnable(path)) return path;
    }
  }
  return void 0;
}
function signalGroup(pid, signal) {
  if (pid === void 0) return;
  try {
    process.kill(process.platform === "win32" ? pid : -pid, signal);
  } catch {
  }
}
var liveGroups = /* @__PURE__ */ new Set();
var exitHookInstalled = false;
function trackGroup(pid) {
  if (pid === void 0) return;
  liveGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const group of liveGroups) signalGroup(group, "SIGKILL");
  });
}
function notStarted(spawnError) {
  const dropped = { stdout: 0, stderr: 0 };
  return {
    code: null,
    signal: null,
    stdout: "",
    stderr: "",
    timedOut: false,
    droppedBytes: dropped,
    spawnError
  };
}
function spawnCaptured(request) {
  const [file, ...args] = request.argv;
  const cap = request.capBytes ?? OUTPUT_CAP_BYTES;
  const out = new CappedBuffer(cap);
  const err = new CappedBuffer(cap);
  let stdoutFd;
  try {
    stdoutFd = request.stdoutFile === void 0 ? void 0 : (0, import_node_fs2.openSync)(request.stdoutFile, "wx+", 384);
  } catch (error) {
    return Promise.resolve(notStarted(`cannot create its output file: ${error.message}`));
  }
  return new Promise((resolve2) => {
    let timedOut = false;
    let settled = false;
    const options = {
      cwd: request.cwd,
      env: request.env,
      shell: false,
      detached: process.platform !== "win32",
      windowsHide: true
    };
    const stdout = stdoutFd ?? "pipe";
    const child = request.stdin === void 0 ? (0, import_node_child_process.spawn)(file ?? "", args, { ...options, stdio: ["ignore", stdout, "pipe"] }) : (0, import_node_child_process.spawn)(file ?? "", args, { ...options, stdio: ["pipe", stdout, "pipe"] });
    const pid = child.pid;
    trackGroup(pid);
    child.stdout?.on("data", (c) => out.push(c));
    child.stderr?.on("data", (c) => err.push(c));
    if (child.stdin) {
      child.stdin.on("error", () => void 0);
      child.stdin.end(request.stdin);
    }
    let killTimer;
    const timer = setTimeout(
      () => {
        timedOut = true;
        signalGroup(pid, "SIGTERM");
        killTimer = setTimeout(() => {
          signalGroup(pid, "SIGKILL");
          request.endAll?.();
        }, request.graceMs ?? KILL_GRACE_MS);
      },
      Math.min(request.timeoutMs, MAX_TIMER_MS)
    );
    const finish = (code, signal, spawnError) => {
      if (settled) return;
      settled = true;
      if (pid !== void 0) liveGroups.delete(pid);
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      const fromFile = stdoutFd === void 0 ? void 0 : readFileOutput(stdoutFd, cap);
      resolve2({
        code,
        signal,
        stdout: fromFile?.text ?? out.text(),
        stderr: err.text(),
        timedOut,
        droppedBytes: { stdout: fromFile?.dropped ?? out.dropped, stderr: err.dropped },
        spawnError
      });
    };
    child.on("error", (e) => finish(null, null, e.message));
    child.on("exit", (code, signal) => {
      signalGroup(pid, "SIGKILL");
      request.endAll?.();
      child.on("close", () => finish(code, signal));
      setTimeout(() => {
        child.stdin?.destroy();
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish(code, signal);
      }, request.graceMs ?? KILL_GRACE_MS).unref();
    });
  });
}

// src/critics/harness/resolve.ts
var import_node_os2 = require("node:os");
var import_node_path4 = require("node:path");

// src/critics/harness/builtin-adapters.ts
var import_node_path3 = require("node:path");

// src/critics/harness/adapter-model.ts
var MAX_TURNS = 20;
function asPositionalText(prompt) {
  return prompt.startsWith("-") ? ` ${prompt}` : prompt;
}
function withModel(argv, flag, model) {
  return model ? [...argv, flag, model] : argv;
}
var readOnly = (request, flags) => request.tools === "read-only" ? flags : [];
var quiet = (request) => request.telemetry === "off";

// src/critics/harness/gemini-files.ts
var GEMINI_READ_ONLY_POLICY = [
  "# Written by the-loop for one read-only critic run: no shell, no file edits, no web, no MCP tools.",
  "[[rule]]",
  'toolName = ["run_shell_command", "write_file", "replace", "web_fetch", "google_web_search", "save_memory"]',
  'decision = "deny"',
  "priority = 999",
  'denyMessage = "the-loop runs this critic read-only"',
  "",
  "[[rule]]",
  'toolName = "mcp_*"',
  'decision = "deny"',
  "priority = 999",
  'denyMessage = "the-loop runs this critic read-only"',
  ""
].join("\n");
var GEMINI_SETTINGS_PATH = ".gemini/settings.json";
var isSettings = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function ownSettings(text) {
  if (text === void 0) return {};
  try {
    const value = JSON.parse(text);
    return isSettings(value) ? value : {};
  } catch {
    return {};
  }
}
function withSection(settings, section, values) {
  const current = Object.hasOwn(settings, section) ? settings[section] : void 0;
  return { ...settings, [section]: { ...isSettings(current) ? current : {}, ...values } };
}
function geminiSettings(own, maxTurns, quiet2) {
  let settings = withSection(ownSettings(own), "model", { maxSessionTurns: maxTurns });
  if (quiet2) settings = withSection(settings, "privacy", { usageStatisticsEnabled: false });
  return `${JSON.stringify(settings, null, 2)}
`;
}

// src/critics/harness/builtin-adapters.ts
var QUIET_CLAUDE = { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" };
var claude = {
  binary: "claude",
  docs: "https://code.claude.com/docs/en/cli-reference",
  promptVia: "stdin",
  outputFormat: "json",
  loosening: {
    flags: [
      "--tools",
      "--allowedTools",
      "--allowed-tools",
      "--permission-mode",
      "--dangerously-skip-permissions",
      "--allow-dangerously-skip-permissions",
      "--setting-sources",
      "--settings",
      "--mcp-config",
      "--add-dir",
      "--plugin-dir",
      "--plugin-url"
    ]
  },
  pinnedEnv: [],
  call: (request) => ({
    argv: withModel(
      [
        "-p",
        "--output-format",
        "json",
        ...readOnly(request, [
          "--tools",
          "Read,Grep,Glob",
          "--disallowedTools",
          "Bash,Edit,Write,NotebookEdit,WebFetch,WebSearch,mcp__*",
          "--strict-mcp-config",
          "--restricted",
          "--permission-mode",
          "dontAsk"
        ]),
        "--no-session-persistence",
        "--max-turns",
        String(MAX_TURNS)
      ],
      "--model",
      request.model
    ),
    stdin: request.prompt,
    files: {},
    env: quiet(request) ? QUIET_CLAUDE : {}
  })
};
var codex = {
  binary: "codex",
  docs: "https://developers.openai.com/codex/noninteractive",
  promptVia: "stdin",
  outputFormat: "json",
  loosening: {
    flags: [
      "--sandbox",
      "-s",
      "--dangerously-bypass-approvals-and-sandbox",
      "--dangerously-bypass-hook-trust",
      "--yolo",
      "--full-auto",
      "--not-so-yolo",
      "--add-dir",
      "--search",
      // `--enable shell_tool` is `-c features.shell_tool=true`; `--trust` trusts the folder's own config.
      "--enable",
      "--trust"
    ],
    configKeys: [
      "approval_policy",
      "sandbox_mode",
      "web_search",
      "features",
      "tools",
      "projects",
      "mcp_servers"
    ]
  },
  pinnedEnv: [],
  call: (request) => ({
    argv: [
      ...withModel(
        [
          "exec",
          "--json",
          "--skip-git-repo-check",
          "--ephemeral",
          ...readOnly(request, [
            "--sandbox",
            "read-only",
            "-c",
            'approval_policy="never"',
            "-c",
            'web_search="disabled"',
            "-c",
            "features.shell_tool=false",
            "-c",
            "features.unified_exec=false"
          ]),
          ...quiet(request) ? [
            "-c",
            "analytics.enabled=false",
            "-c",
            "features.plugins=false",
            "-c",
            "features.remote_plugin=false"
          ] : []
        ],
        "-m",
        request.model
      ),
      "-"
    ],
    stdin: request.prompt,
    files: {},
    env: {}
  })
};
var cursor = {
  binary: "cursor-agent",
  docs: "https://cursor.com/docs/cli/headless",
  promptVia: "argv",
  outputFormat: "json",
  loosening: { flags: ["--mode", "--plan", "--force", "-f", "--yolo", "--sandbox", "--approve-mcps"] },
  pinnedEnv: [],
  call: (request) => ({
    argv: withModel(
      [
        "-p",
        asPositionalText(request.prompt),
        "--output-format",
        "json",
        ...readOnly(request, ["--mode", "ask"])
      ],
      "--model",
      request.model
    ),
    files: {},
    env: {}
  })
};
var gemini = {
  binary: "gemini",
  docs: "https://geminicli.com/docs/cli/headless",
  promptVia: "stdin",
  outputFormat: "json",
  loosening: { flags: ["--approval-mode", "--yolo", "-y", "--allowed-tools"] },
  pinnedEnv: [
    "GEMINI_CLI_TRUST_WORKSPACE",
    "GEMINI_CLI_HOME",
    "GEMINI_CLI_SYSTEM_SETTINGS_PATH",
    "GEMINI_CLI_SYSTEM_DEFAULTS_PATH"
  ],
  call: (request) => {
    const policy = (0, import_node_path3.join)(request.dir, "read-only-policy.toml");
    const own = request.readUserFile?.(GEMINI_SETTINGS_PATH, "GEMINI_CLI_HOME");
    const files = {
      [(0, import_node_path3.join)(request.dir, GEMINI_SETTINGS_PATH)]: geminiSettings(own, MAX_TURNS, quiet(request))
    };
    if (request.tools === "read-only") files[policy] = GEMINI_READ_ONLY_POLICY;
    return {
      argv: withModel(
        [
          "--output-format",
          "json",
          "--skip-trust",
          ...readOnly(request, ["--approval-mode", "default", "--admin-policy", policy, "--policy", policy])
        ],
        "-m",
        request.model
      ),
      stdin: request.prompt,
      files,
      // 0.61 exits before a pipe drains: a large JSON answer arrived cut at ~250 KB, whole in a file.
      stdoutFile: (0, import_node_path3.join)(request.dir, "stdout.json"),
      env: {
        GEMINI_CLI_HOME: request.dir,
        GEMINI_CLI_TRUST_WORKSPACE: "false",
        GEMINI_CLI_NO_RELAUNCH: "true"
      }
    };
  }
};
var BUILTIN_ADAPTERS = { claude, cursor, codex, gemini };

// src/critics/harness/adapters.ts
var ADAPTERS = BUILTIN_ADAPTERS;
function adapterFor(harness) {
  return Object.hasOwn(ADAPTERS, harness) ? ADAPTERS[harness] : void 0;
}
function builtinHarnessNames() {
  return Object.keys(ADAPTERS);
}
function pinnedEnvName(adapter, names) {
  return names.find((name) => adapter.pinnedEnv.includes(name.toUpperCase()));
}
function looseningArg(adapter, args) {
  const { flags, configKeys = [] } = adapter.loosening;
  const named = (arg, flag) => arg === flag || arg.startsWith(`${flag}=`);
  return args.find((arg, i) => {
    if (flags.some((flag) => named(arg, flag))) return true;
    const setting = arg === "-c" || arg === "--config" ? args[i + 1] : /^(-c|--config=)(.+)$/.exec(arg)?.[2];
    const key = setting?.split("=")[0]?.trim() ?? "";
    return configKeys.some((k) => key === k || key.startsWith(`${k}.`));
  });
}

// src/base/shared/errors.ts
var UserError = class extends Error {
  constructor(message, where) {
    super(where ? `${where}: ${message}` : message);
    this.where = where;
    this.name = "UserError";
  }
  where;
};

// src/critics/harness/critic-model.ts
var PLACEHOLDERS = ["prompt", "promptFile", "model", "workItem", "specDir", "cwd"];
function isPlaceholder(name) {
  return PLACEHOLDERS.includes(name);
}
var CriticConfigError = class extends UserError {
  constructor(message, where) {
    super(message, where);
    this.name = "CriticConfigError";
  }
};

// src/critics/harness/resolve.ts
var PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
var PROMPT_ARG_LIMIT_BYTES = 100 * 1024;
function placeholdersIn(arg) {
  return [...arg.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]);
}
function substitute(arg, values, critic = "?") {
  return arg.replace(PLACEHOLDER_PATTERN, (_whole, name) => {
    if (!isPlaceholder(name)) throw new CriticConfigError(`critic '${critic}': unknown placeholder {${name}}`);
    const value = values[name] ?? "";
    return name === "prompt" && arg === "{prompt}" ? asPositionalText(value) : value;
  });
}
var kib = (bytes) => `${Math.ceil(bytes / 1024)} KiB`;
function promptArgProblem(critic, args) {
  const sizes = critic.args.map((raw, i) => placeholdersIn(raw).includes("prompt") ? Buffer.byteLength(args[i], "utf8") : 0).filter((bytes) => bytes > PROMPT_ARG_LIMIT_BYTES);
  if (sizes.length === 0) return void 0;
  return `critic '${critic.name}': {prompt} would put ${kib(Math.max(...sizes))} into one argument, over the ${kib(PROMPT_ARG_LIMIT_BYTES)} limit; pass the prompt as a file with {promptFile} instead`;
}
function resolveInvocation(critic, values, dir = (0, import_node_path4.join)((0, import_node_os2.tmpdir)(), "the-loop-unwritten"), readUserFile) {
  if (critic.error) throw new CriticConfigError(`critic '${critic.name}': ${critic.error}`, critic.where);
  if (!critic.enabled)
    throw new CriticConfigError(`critic '${critic.name}' is disabled in config`, critic.where);
  const extra = critic.args.map((a) => substitute(a, values, critic.name));
  const refusal = promptArgProblem(critic, extra);
  const withRefusal = (invocation2) => refusal ? { ...invocation2, refusal } : invocation2;
  if (critic.command)
    return withRefusal({
      argv: [critic.command, ...extra],
      files: {},
      env: {},
      outputFormat: critic.outputFormat
    });
  const adapter = adapterFor(critic.harness);
  if (!adapter) {
    throw new CriticConfigError(
      `critic '${critic.name}': harness '${critic.harness}' has no built-in invocation; set 'command' (+ 'args') or use one of: ${builtinHarnessNames().join(", ")}`,
      critic.where
    );
  }
  const loose = critic.tools === "read-only" ? looseningArg(adapter, critic.args) : void 0;
  if (loose !== void 0) {
    const why = `args '${loose}' would undo tools: read-only for ${adapter.binary}`;
    throw new CriticConfigError(`critic '${critic.name}': ${why}`, critic.where);
  }
  const pinned = pinnedEnvName(adapter, Object.keys(critic.env));
  if (pinned !== void 0) {
    const why = `'env' may not set ${pinned}: the ${adapter.binary} adapter sets it`;
    throw new CriticConfigError(`critic '${critic.name}': ${why}`, critic.where);
  }
  const prompt = values.prompt ?? "";
  const { model, tools, telemetry } = critic;
  const call = adapter.call({ prompt, model, tools, telemetry, dir, readUserFile });
  const invocation = withRefusal({
    ...call,
    argv: [adapter.binary, ...call.argv, ...extra],
    outputFormat: adapter.outputFormat
  });
  const bytes = Buffer.byteLength(asPositionalText(prompt), "utf8");
  if (adapter.promptVia === "argv" && bytes > PROMPT_ARG_LIMIT_BYTES && !invocation.refusal) {
    invocation.refusal = `critic '${critic.name}': ${adapter.binary} takes its prompt as one argument (its documentation names no stdin or file input) and this prompt is ${kib(bytes)}, over the ${kib(PROMPT_ARG_LIMIT_BYTES)} limit; use a harness that reads stdin (claude, codex, gemini) for a change this large`;
  }
  return invocation;
}
function binaryOf(critic) {
  return critic.command || adapterFor(critic.harness)?.binary || "";
}

// src/critics/harness/cli-check/cli-offline.ts
var CHECK_PROMPT = "Reply with OK. (the-loop critic list --check)";
async function offlineEnv(env, offline, dir) {
  const out = { ...env };
  for (const name of [...CHECK_UNSET_ALWAYS, ...offline?.unset ?? []]) delete out[name];
  if (!offline) return out;
  for (const name of offline.privateDirs) {
    if (out[name] !== void 0 && isInside(out[name], dir)) continue;
    const home = (0, import_node_path5.join)(dir, `home-${name.toLowerCase()}`);
    await import_node_fs3.promises.mkdir(home, { recursive: true, mode: 448 });
    out[name] = home;
  }
  for (const name of offline.absentFiles) out[name] = (0, import_node_path5.join)(dir, `absent-${name.toLowerCase()}.json`);
  return Object.assign(out, offline.env);
}
var isInside = (path, dir) => {
  const rel = (0, import_node_path5.relative)(dir, path);
  return rel !== "" && !rel.startsWith("..") && !(0, import_node_path5.isAbsolute)(rel);
};
async function workspaceOf(dir) {
  const workspace = (0, import_node_path5.join)(dir, "workspace");
  await import_node_fs3.promises.mkdir(workspace, { recursive: true, mode: 448 });
  return workspace;
}
async function runVersion(request, offline) {
  const { critic, path, dir, baseEnv, timeoutSeconds } = request;
  return spawnCaptured({
    argv: [path, "--version"],
    cwd: await workspaceOf(dir),
    env: await offlineEnv(buildCriticEnv(baseEnv, critic.env), offline, dir),
    timeoutMs: timeoutSeconds * 1e3,
    graceMs: 1e3
  });
}
async function runFlags(request, offline) {
  const { critic, path, dir, baseEnv, timeoutSeconds } = request;
  const workspace = await workspaceOf(dir);
  const promptFile = (0, import_node_path5.join)(dir, "check-prompt.txt");
  const values = {
    prompt: CHECK_PROMPT,
    promptFile,
    model: critic.model,
    cwd: workspace,
    workItem: "",
    specDir: ""
  };
  const invocation = resolveInvocation(critic, values, dir);
  await writePrivateFiles({ ...invocation.files, [promptFile]: CHECK_PROMPT });
  const env = buildCriticEnv(baseEnv, { ...critic.env, ...invocation.env });
  return spawnCaptured({
    argv: [path, ...invocation.argv.slice(1), ...offline.appendArgs],
    stdin: invocation.stdin,
    cwd: workspace,
    env: await offlineEnv(env, offline, dir),
    timeoutMs: timeoutSeconds * 1e3,
    graceMs: 1e3
  });
}

// src/critics/harness/cli-check/cli-verdict.ts
var REJECTED = /unknown option|unexpected argument|unrecognized|unknown argument/i;
var NETWORK = [/ECONNREFUSED|connection refused|os error 111|fetch failed/i, /connect|network/i];
var FAILURE = /error|invalid|fail|denied/i;
var QUOTE_MAX = 160;
var stripAnsi = (text) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "");
function messageOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const v = value;
  const error = typeof v.error === "object" ? messageOf(v.error) : v.error;
  const said = [v.result, v.message, error].find((x) => typeof x === "string" && x.trim());
  return said;
}
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function readableLines(raw) {
  const text = stripAnsi(raw);
  const whole = messageOf(parsed(text.trim()));
  if (whole) return whole.split("\n");
  return text.split("\n").flatMap((line) => (line.trim().startsWith("{") && messageOf(parsed(line)) || line).split("\n"));
}
function quoteLine(line, at) {
  const text = line.trim();
  if (text.length <= QUOTE_MAX) return text;
  const start = Math.max(0, at - 60);
  const cut = text.slice(start, start + QUOTE_MAX);
  return `${start > 0 ? "\u2026" : ""}${cut}${start + QUOTE_MAX < text.length ? "\u2026" : ""}`;
}
function findLine(text, pattern) {
  for (const line of readableLines(text)) {
    const at = line.search(pattern);
    if (at >= 0) return quoteLine(line, Math.max(0, at - line.length + line.trimStart().length));
  }
  return void 0;
}
var firstLine = (text) => readableLines(text).map((l) => quoteLine(l, 0)).find(Boolean);
var findAny = (texts, patterns) => {
  for (const pattern of patterns) {
    for (const text of texts) {
      const line = findLine(text, pattern);
      if (line) return line;
    }
  }
  return void 0;
};
function parseVersion(output) {
  return /\b(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)\b/.exec(output)?.[1];
}
function flagVerdict(outcome, timeoutSeconds) {
  const texts = [outcome.stderr, outcome.stdout];
  const rejected = findAny(texts, [REJECTED]);
  if (rejected) return { accepted: false, detail: `rejected: ${rejected}`, quote: rejected };
  if (outcome.code === 2 && texts.some((t) => /usage/i.test(t))) {
    const quote = firstLine(outcome.stderr) ?? firstLine(outcome.stdout) ?? "usage text";
    return { accepted: false, detail: `rejected (exit 2, usage): ${quote}`, quote };
  }
  const network = findAny(texts, NETWORK);
  if (outcome.timedOut) {
    const seen = network ? `: ${network}` : " with no usage error";
    return { accepted: true, detail: `accepted (still running after ${timeoutSeconds}s${seen})` };
  }
  if (network) return { accepted: true, detail: `accepted (stopped at the network: ${network})` };
  if (outcome.code === 0) return { accepted: true, detail: "accepted (exited 0)" };
  const said = findAny(texts, [FAILURE]) ?? firstLine(outcome.stderr) ?? firstLine(outcome.stdout);
  const how = `exited ${outcome.code ?? outcome.signal ?? "?"}`;
  return { accepted: true, detail: `accepted (failed after parsing, ${how}${said ? `: ${said}` : ""})` };
}
var isSet = (env, name) => !["", "false", "0"].includes((env[name] ?? "").trim().toLowerCase());
function keyVerdict(facts, env) {
  const present = facts.keyVars.filter((name) => isSet(env, name));
  if (present.length) return { ok: true, present, detail: `set: ${present.join(", ")}` };
  const misleading = Object.entries(facts.notKeyVars).filter(([name]) => isSet(env, name)).map(([, why]) => why);
  const names = facts.keyVars;
  const none = names.length === 1 ? `${names[0]} is not set` : `none of ${names.join(", ")} is set`;
  return { ok: false, present, detail: `${none}${misleading.length ? ` (${misleading.join("; ")})` : ""}` };
}

// src/critics/harness/review-rules.ts
var DEFAULT_RULES_FILES = ["AGENTS.md", "CLAUDE.md", "REVIEW.md", ".the-loop/review-rules.md"];
var MAX_RULES_FILES = 10;
var MAX_SCOPED_RULES = 50;
var FILES_LIST = `'reviews.rulesFiles' must be a list of at most ${MAX_RULES_FILES} paths (default ${DEFAULT_RULES_FILES.join(", ")}; [] reads none)`;
var RULES_LIST = `'reviews.rules' must be a list of at most ${MAX_SCOPED_RULES} entries, each {paths: [...], text: "..."}`;

// src/critics/harness/config-model.ts
var CONFIG_PATH = ".the-loop/harness-config.yaml";

// src/critics/harness/literal-replace.ts
function escapeRegExp(literal) {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function createLiteralReplacer(literals, replacement) {
  const needles = [...new Set(literals)].filter((l) => l.length > 0).sort((a, b) => b.length - a.length);
  if (needles.length === 0) return (text) => ({ text, count: 0 });
  const pattern = new RegExp(needles.map(escapeRegExp).join("|"), "g");
  const literalReplacement = replacement.replace(/\$/g, "$$$$");
  function onePass(text) {
    const found = text.match(pattern);
    if (found === null) return { text, count: 0 };
    return { text: text.replace(pattern, literalReplacement), count: found.length };
  }
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

// src/critics/harness/secret-forms.ts
var MIN_SECRET_LENGTH = 8;
var SECRET_NAME = /[_-](?:KEY|TOKEN|PAT|AUTH|CREDENTIALS?)$|[_-]AUTH[_-]TOKEN|SECRET|PASSWORD|^AWS_/i;
function isSecretEnvName(name) {
  return SECRET_NAME.test(name);
}
function secretValuesFromEnv(env) {
  const values = /* @__PURE__ */ new Set();
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && value.length >= MIN_SECRET_LENGTH && isSecretEnvName(name)) values.add(value);
  }
  return [...values];
}
function base64Forms(bytes) {
  const standard = bytes.toString("base64");
  const urlSafe = bytes.toString("base64url");
  return [
    standard,
    standard.replace(/=+$/, ""),
    urlSafe,
    `${urlSafe}${"=".repeat(standard.length - urlSafe.length)}`
  ];
}
function alignedBase64(bytes) {
  const out = [];
  for (const skip of [0, 1, 2]) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3;
    if (whole <= 0) continue;
    const middle = bytes.subarray(skip, skip + whole);
    out.push(middle.toString("base64"), middle.toString("base64url"));
  }
  return out;
}
function urlForms(value) {
  let component;
  try {
    component = encodeURIComponent(value);
  } catch {
    return [];
  }
  const form = new URLSearchParams([["", value]]).toString().slice(1);
  const encoded = [component, component.replace(/%20/g, "+"), form];
  return [...encoded, ...encoded.map((e) => e.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()))];
}
function hexForms(bytes) {
  const lower = bytes.toString("hex");
  return [lower, lower.toUpperCase()];
}
function secretForms(secret) {
  if (secret.length < MIN_SECRET_LENGTH) return [];
  const parts = [secret, ...secret.split(/\r?\n/).map((line) => line.trim())];
  const forms = /* @__PURE__ */ new Set();
  for (const part of new Set(parts)) {
    if (part.length < MIN_SECRET_LENGTH) continue;
    const bytes = Buffer.from(part, "utf8");
    const encoded = [...base64Forms(bytes), ...alignedBase64(bytes), ...hexForms(bytes), ...urlForms(part)];
    for (const form of [part, ...encoded]) {
      if (form.length >= MIN_SECRET_LENGTH) forms.add(form);
    }
  }
  return [...forms];
}

// src/critics/harness/redact.ts
var REDACTED = "***";
function createRedactor(secrets) {
  const replace = createLiteralReplacer(
    secrets.flatMap((s) => s ? secretForms(s) : []),
    REDACTED
  );
  return { redact: replace };
}
function redactorFor(env, extra = []) {
  return createRedactor([...secretValuesFromEnv(env), ...extra]);
}

// src/critics/harness/cli-check/cli-check.ts
var CHECK_TIMEOUT_SECONDS = 10;
var item = (state, cell, detail = cell) => ({ state, cell, detail });
var NA = (why) => item("n/a", `n/a (${why})`);
function blankCheck(critic, binary, path) {
  return {
    name: critic.name,
    harness: critic.harness,
    kind: critic.command ? "command" : "harness",
    enabled: critic.enabled,
    binary,
    path: path ?? null,
    onPath: path ? item("ok", path) : item(binary ? "problem" : "n/a", binary ? "missing" : "\u2014"),
    version: NA("not checked"),
    flags: NA("not checked"),
    key: NA("not checked"),
    problems: [],
    notes: []
  };
}
function withNA(check, why, items = ["version", "flags", "key"]) {
  for (const name of items) check[name] = NA(why);
  return check;
}
var skipped = (critic, facts) => item("note", "skipped", `critic '${critic.name}': ${facts.offlineSkip ?? "flag check skipped"}`);
function failed(critic, error) {
  const said = error.message.startsWith(`critic '${critic.name}'`) ? error.message : `critic '${critic.name}': ${error.message}`;
  return {
    ...blankCheck(critic, binaryOf(critic), void 0),
    onPath: item("n/a", "?"),
    flags: item(
      "problem",
      "not run",
      `${said}; fix: correct its entry in ${CONFIG_PATH} (the-loop config validate)`
    )
  };
}
function checkCritics(critics, options) {
  return Promise.all(critics.map((critic) => checkCritic(critic, options)));
}
async function checkCritic(critic, options) {
  const check = await checkItems(critic, options).catch((error) => failed(critic, error));
  for (const i of [check.key, check.flags]) if (i.state === "problem") check.problems.push(i.detail);
  for (const i of [check.version, check.flags]) if (i.state === "note") check.notes.push(i.detail);
  return check;
}
async function checkItems(critic, options) {
  const baseEnv = options.baseEnv ?? process.env;
  const env = buildCriticEnv(baseEnv, critic.env);
  const cwd = critic.cwd ? (0, import_node_path6.resolve)(options.root, critic.cwd) : options.root;
  const binary = critic.error ? "" : binaryOf(critic);
  const path = binary ? findExecutable(binary, env, cwd) : void 0;
  const check = blankCheck(critic, binary, path);
  const facts = critic.command ? void 0 : cliFactsFor(critic.harness);
  if (!critic.enabled) {
    check.onPath.state = path ? "ok" : "n/a";
    return withNA(check, "disabled");
  }
  if (critic.error) {
    check.problems.push(
      `critic '${critic.name}': ${critic.error}; fix: correct its entry in ${CONFIG_PATH} (the-loop config validate)`
    );
    return check;
  }
  if (!path) {
    const fix = facts ? `${facts.install}, or set 'command'` : `fix its 'command' or the PATH of its 'env'`;
    check.problems.push(`critic '${critic.name}': '${binary}' is not on PATH; fix: ${fix}`);
  }
  if (!facts) {
    return withNA(check, critic.command ? "command critic" : "no facts for this harness");
  }
  check.key = keyItem(critic, facts, env);
  if (!facts.offline) check.flags = skipped(critic, facts);
  if (!path) {
    return withNA(check, "not on PATH", facts.offline ? ["version", "flags"] : ["version"]);
  }
  const timeoutSeconds = options.timeoutSeconds ?? CHECK_TIMEOUT_SECONDS;
  await withPrivateDir(async (dir) => {
    const request = { critic, path, dir, baseEnv, timeoutSeconds };
    check.version = await versionItem(critic, facts, request);
    check.flags = await flagsItem(critic, facts, request, env);
  });
  return check;
}
function keyItem(critic, facts, env) {
  const verdict = keyVerdict(facts, env);
  if (verdict.ok) return item("ok", verdict.present.join(", "), verdict.detail);
  return item(
    "problem",
    "missing",
    `critic '${critic.name}': ${verdict.detail}; fix: set ${facts.keyVars.join(" or ")} in the environment the critic runs in (the job's env, or the critic's env)`
  );
}
async function versionItem(critic, facts, request) {
  const outcome = await runVersion(request, facts.offline);
  const found = parseVersion(`${outcome.stdout}
${outcome.stderr}`);
  const cli = critic.harness;
  if (!found) {
    const said = outcome.spawnError ?? (outcome.stderr.trim() || outcome.stdout.trim()).split("\n")[0] ?? "";
    return item(
      "note",
      "?",
      `critic '${critic.name}': ${request.path} --version gave no version${said ? ` (${said.slice(0, 160)})` : ""}`
    );
  }
  if (!facts.testedVersion)
    return item(
      "note",
      `${found} (not tested)`,
      `critic '${critic.name}': ${cli} ${found}: ${facts.untested ?? "not tested"}`
    );
  if (found === facts.testedVersion) return item("ok", `${found} (tested)`);
  return item(
    "note",
    `${found} (tested: ${facts.testedVersion})`,
    `critic '${critic.name}': ${cli} ${found} is not the tested ${facts.testedVersion}; if it misbehaves: ${facts.install}`
  );
}
async function flagsItem(critic, facts, request, env) {
  if (!facts.offline) return skipped(critic, facts);
  const outcome = await runFlags(request, facts.offline);
  const redact = (text) => redactorFor(env).redact(text).text;
  if (outcome.spawnError !== void 0)
    return item(
      "problem",
      "not run",
      `critic '${critic.name}': could not run ${request.path}: ${outcome.spawnError}; fix: make it executable or reinstall it (${facts.install})`
    );
  const verdict = flagVerdict(outcome, request.timeoutSeconds);
  if (verdict.accepted) return item("ok", "accepted", redact(verdict.detail));
  const extra = critic.args.length ? `, or drop the flag from its args` : "";
  return item(
    "problem",
    "rejected",
    `critic '${critic.name}': ${critic.harness} rejected the-loop's flags: "${redact(verdict.quote ?? "")}"; fix: ${facts.install} (the tested version)${extra}`
  );
}
function checksPass(checks) {
  return checks.every((c) => c.problems.length === 0);
}

// src/critics/harness/listing.ts
function alignedTable(headers, cells, after = () => void 0) {
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join("  ").trimEnd();
  const out = [line(headers), line(widths.map((w) => "-".repeat(w)))];
  cells.forEach((row, i) => {
    out.push(line(row));
    const extra = after(i);
    if (extra !== void 0) out.push(extra);
  });
  return out.join("\n");
}

// src/critics/harness/cli-check/cli-check-render.ts
var HEADERS = ["Critic", "Harness", "Executable", "Version", "Flags", "Key"];
var INDENT = " ".repeat(9);
function renderCheckTable(checks) {
  const cells = checks.map((c) => [
    c.name,
    c.kind === "command" ? `${c.harness || "\u2014"} (command)` : c.harness || "\u2014",
    c.onPath.cell,
    c.version.cell,
    c.flags.cell,
    c.key.cell
  ]);
  return alignedTable(
    HEADERS,
    cells,
    (i) => checks[i].flags.state === "ok" ? `${INDENT}flags ${checks[i].flags.detail}` : void 0
  );
}
function renderCheckReport(checks) {
  const enabled = checks.filter((c) => c.enabled);
  const failing = enabled.filter((c) => c.problems.length > 0);
  const lines = [renderCheckTable(checks), ""];
  for (const c of checks) for (const p of c.problems) lines.push(`problem: ${p}`);
  for (const c of checks) for (const n of c.notes) lines.push(`note: ${n}`);
  if (failing.length === 0) lines.push(`All ${enabled.length} enabled critic(s) pass.`);
  else lines.push(`${failing.length} of ${enabled.length} enabled critic(s) fail the check.`);
  return lines.join("\n");
}
function checkReportJson(checks) {
  const problems = checks.flatMap((c) => c.problems);
  return JSON.stringify({ ok: problems.length === 0, critics: checks, problems }, null, 2);
}

// src/cli/critic-check-command.ts
async function checkList(critics, request, io) {
  const { format, ...options } = request;
  const checks = await checkCritics(critics, options);
  if (format === "json") io.out(checkReportJson(checks));
  else if (checks.length === 0)
    io.out(`No critics configured: add entries under reviews.critics in ${CONFIG_PATH}.`);
  else io.out(renderCheckReport(checks));
  return checksPass(checks) ? 0 : 1;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkList
});
