"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/critic-command.ts
var critic_command_exports = {};
__export(critic_command_exports, {
  criticCommand: () => criticCommand
});
module.exports = __toCommonJS(critic_command_exports);
var import_node_fs5 = require("node:fs");
var import_node_path8 = require("node:path");

// src/critics/harness/config-model.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");

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
var DEFAULT_POLICY = {
  selfReviewCount: 3,
  criticReviewCount: 3,
  stopOnNoNewFindings: true,
  escalateOnRepeatFinding: true
};
var PLACEHOLDERS = ["prompt", "promptFile", "model", "workItem", "specDir", "cwd"];
function isPlaceholder(name) {
  return PLACEHOLDERS.includes(name);
}
function attributionOf(critic) {
  return `[${critic.harness || critic.name}/${critic.model || "default"}]`;
}
var CriticConfigError = class extends UserError {
  constructor(message, where) {
    super(message, where);
    this.name = "CriticConfigError";
  }
};

// src/critics/harness/review-rules.ts
var DEFAULT_RULES_FILES = ["AGENTS.md", "CLAUDE.md", "REVIEW.md", ".the-loop/review-rules.md"];
var MAX_RULES_FILES = 10;
var MAX_SCOPED_RULES = 50;
function defaultRules() {
  return { files: [...DEFAULT_RULES_FILES], scoped: [] };
}
var FILES_LIST = `'reviews.rulesFiles' must be a list of at most ${MAX_RULES_FILES} paths (default ${DEFAULT_RULES_FILES.join(", ")}; [] reads none)`;
var RULES_LIST = `'reviews.rules' must be a list of at most ${MAX_SCOPED_RULES} entries, each {paths: [...], text: "..."}`;

// src/critics/harness/config-model.ts
var CONFIG_PATH = ".the-loop/harness-config.yaml";
var LEGACY_CONFIG_PATH = ".the-loop/config.yaml";
var DEFAULT_SPEC_DIR = "docs/specs";
function emptyHarnessConfig() {
  return {
    source: "",
    critics: [],
    policy: { ...DEFAULT_POLICY },
    specDir: DEFAULT_SPEC_DIR,
    warnings: [],
    rules: defaultRules()
  };
}
function readIfPresent(path) {
  try {
    return (0, import_node_fs.readFileSync)(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw new CriticConfigError(`cannot read: ${error.message}`, path);
  }
}
function configCandidates(configPath) {
  return configPath === CONFIG_PATH ? [CONFIG_PATH, LEGACY_CONFIG_PATH] : [configPath];
}
function findHarnessConfigSource(root, configPath) {
  for (const relative of configCandidates(configPath ?? CONFIG_PATH)) {
    const path = (0, import_node_path.join)(root, relative);
    const text = readIfPresent(path);
    if (text !== void 0) return { path, text };
  }
  return void 0;
}
function findCritic(config, name) {
  const critic = config.critics.find((c) => c.name === name);
  if (critic) return critic;
  const names = config.critics.map((c) => c.name);
  const known = names.length ? `configured critics: ${names.join(", ")}` : `no critics are configured (add reviews.critics[] to ${CONFIG_PATH})`;
  throw new CriticConfigError(`unknown critic '${name}'; ${known}`, config.source || void 0);
}

// src/critics/harness/usage.ts
var MAX_RUN_TOKENS = 1e10;
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
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function parseJsonObject(text) {
  try {
    const value = JSON.parse(text);
    return isObject(value) ? value : void 0;
  } catch {
    return void 0;
  }
}
function parseJsonLines(text) {
  return text.split("\n").map((line) => line.trim()).filter((line) => line.startsWith("{")).map(parseJsonObject).filter((v) => v !== void 0);
}
function tokenCount(v) {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0 && v <= MAX_RUN_TOKENS)
    return { value: v, invalid: false };
  return { value: MAX_RUN_TOKENS, invalid: true };
}
function firstCount(block, keys) {
  const key = keys.find((k) => k in block);
  return key === void 0 ? { value: 0, invalid: false } : tokenCount(block[key]);
}
function setCounts(usage, counts) {
  usage.inputTokens = counts.input.value;
  usage.outputTokens = counts.output.value;
  usage.cacheReadTokens = counts.cacheRead.value;
  usage.cacheWriteTokens = counts.cacheWrite.value;
  if (Object.values(counts).some((c) => c.invalid)) usage.tokenStatus = "invalid";
}
var KEYS = {
  input: ["input_tokens", "inputTokens", "prompt_tokens", "promptTokens"],
  output: ["output_tokens", "outputTokens", "completion_tokens", "completionTokens"],
  cacheRead: [
    "cache_read_input_tokens",
    "cacheReadInputTokens",
    "cache_read_tokens",
    "cacheReadTokens",
    "cached_input_tokens"
  ],
  cacheWrite: [
    "cache_creation_input_tokens",
    "cacheCreationInputTokens",
    "cache_creation_tokens",
    "cacheWriteTokens",
    // codex exec --json (0.171) reports the cache writes of a turn under this name in `turn.completed`.
    "cache_write_input_tokens"
  ],
  cost: ["total_cost_usd", "totalCostUsd", "cost_usd", "costUsd"]
};
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
  } else geminiUsage(data, usage);
  for (const key of KEYS.cost) {
    const v = data[key];
    if (v === void 0 || v === null) continue;
    usage.present = true;
    if (typeof v === "number" && Number.isFinite(v) && v >= 0) {
      usage.costUsd = v;
      usage.costStatus = "reported";
    } else usage.costStatus = "invalid";
    break;
  }
  return usage;
}
function geminiUsage(data, usage) {
  const models = isObject(data.stats) && isObject(data.stats.models) ? Object.values(data.stats.models) : [];
  const tokens = models.map((m) => isObject(m) && isObject(m.tokens) ? m.tokens : void 0).filter(isObject);
  if (tokens.length === 0) return;
  const sum = (key) => {
    const counts = tokens.map((t) => firstCount(t, [key]));
    const total = counts.reduce((n, c) => n + c.value, 0);
    return counts.some((c) => c.invalid) ? tokenCount(NaN) : tokenCount(total);
  };
  setCounts(usage, {
    input: sum("prompt"),
    output: sum("candidates"),
    cacheRead: sum("cached"),
    cacheWrite: { value: 0, invalid: false }
  });
  usage.present = true;
}
function usageFromOutput(stdout) {
  try {
    const whole = parseJsonObject(stdout.trim());
    if (whole) return usageFromObject(whole);
    const withUsage = parseJsonLines(stdout).map(usageFromObject).filter((u) => u.present);
    return withUsage[withUsage.length - 1] ?? emptyUsage();
  } catch {
    return emptyUsage();
  }
}

// src/critics/harness/envelope.ts
function newEnvelope(critic) {
  return {
    critic: critic.name,
    harness: critic.harness,
    model: critic.model,
    attribution: attributionOf(critic),
    ok: false,
    exitCode: -1,
    durationSeconds: 0,
    output: "",
    error: "",
    usage: emptyUsage()
  };
}
var TEXT_KEYS = ["result", "response", "text", "output", "content", "message"];
function textOf(data) {
  for (const key of TEXT_KEYS) {
    const v = data[key];
    if (typeof v === "string" && v !== "") return v;
  }
  return void 0;
}
function codexMessage(stdout) {
  const messages = parseJsonLines(stdout).map((e) => e.item).filter((i) => typeof i === "object" && i !== null).filter((i) => i.type === "agent_message" && typeof i.text === "string" && i.text !== "");
  return messages.length ? messages[messages.length - 1].text : void 0;
}
function extractOutput(stdout, format) {
  if (format === "text") return stdout;
  const data = parseJsonObject(stdout.trim());
  return (data && textOf(data)) ?? codexMessage(stdout) ?? stdout;
}
function roundSeconds(ms) {
  return Math.round(ms) / 1e3;
}
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
      ...envelope.usage.costStatus === void 0 ? {} : { costStatus: envelope.usage.costStatus },
      // Only a run with a token count out of range says so (the budget counts it at the token cap).
      ...envelope.usage.tokenStatus === void 0 ? {} : { tokenStatus: envelope.usage.tokenStatus }
    },
    // Only a run on one part of a split diff names its part: an unsplit round's envelope keeps the reference's keys.
    ...envelope.part === void 0 ? {} : { part: envelope.part }
  };
  return JSON.stringify(ordered, null, pretty ? 2 : void 0);
}

// src/critics/harness/listing.ts
function toCriticRow(critic, binary, available) {
  return {
    name: critic.name,
    harness: critic.harness,
    model: critic.model,
    binary,
    available,
    enabled: critic.enabled,
    error: critic.error ?? ""
  };
}
var HEADERS = ["Critic", "Harness", "Model", "Executable", "Available", "Enabled"];
function renderCriticTable(rows) {
  const dash = (s) => s || "\u2014";
  const yesNo = (b) => b ? "yes" : "no";
  const cells = rows.map((r) => [
    r.name,
    dash(r.harness),
    dash(r.model),
    dash(r.binary),
    yesNo(r.available),
    yesNo(r.enabled)
  ]);
  return alignedTable(HEADERS, cells, (i) => {
    const error = rows[i].error;
    return error ? `${" ".repeat(9)}! ${error}` : void 0;
  });
}
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

// src/critics/harness/prompt-file.ts
var import_node_fs3 = require("node:fs");
var import_node_os = require("node:os");
var import_node_path3 = require("node:path");
var PROMPT_FILE_NAME = "critic-prompt.md";
function needsPromptFile(critics) {
  return critics.some((c) => c.args.some((a) => a.includes("{promptFile}")));
}
async function withPromptFile(prompt, use, needed = true) {
  if (!needed) return use("");
  const dir = await import_node_fs3.promises.mkdtemp((0, import_node_path3.join)((0, import_node_os.tmpdir)(), "the-loop-critic-"));
  try {
    const path = (0, import_node_path3.join)(dir, PROMPT_FILE_NAME);
    await import_node_fs3.promises.writeFile(path, prompt, { encoding: "utf8", mode: 384 });
    return await use(path);
  } finally {
    await import_node_fs3.promises.rm(dir, { recursive: true, force: true });
  }
}

// src/critics/harness/resolve.ts
var import_node_os2 = require("node:os");
var import_node_path5 = require("node:path");

// src/critics/harness/builtin-adapters.ts
var import_node_path4 = require("node:path");

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
    const policy = (0, import_node_path4.join)(request.dir, "read-only-policy.toml");
    const own = request.readUserFile?.(GEMINI_SETTINGS_PATH, "GEMINI_CLI_HOME");
    const files = {
      [(0, import_node_path4.join)(request.dir, GEMINI_SETTINGS_PATH)]: geminiSettings(own, MAX_TURNS, quiet(request))
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
      stdoutFile: (0, import_node_path4.join)(request.dir, "stdout.json"),
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
function resolveInvocation(critic, values, dir = (0, import_node_path5.join)((0, import_node_os2.tmpdir)(), "the-loop-unwritten"), readUserFile) {
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

// src/critics/harness/run.ts
var import_node_path7 = require("node:path");

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
var import_node_fs4 = require("node:fs");
var import_node_os3 = require("node:os");
var import_node_path6 = require("node:path");
async function withPrivateDir(use) {
  const dir = await import_node_fs4.promises.mkdtemp((0, import_node_path6.join)((0, import_node_os3.tmpdir)(), "the-loop-run-"));
  try {
    return await use(dir);
  } finally {
    await import_node_fs4.promises.rm(dir, { recursive: true, force: true });
  }
}
async function writePrivateFiles(files) {
  for (const [path, text] of Object.entries(files)) {
    await import_node_fs4.promises.mkdir((0, import_node_path6.dirname)(path), { recursive: true, mode: 448 });
    await import_node_fs4.promises.writeFile(path, text, { encoding: "utf8", mode: 384, flag: "wx" });
  }
}
var USER_FILE_CAP_BYTES = 1024 * 1024;
function userFileReader(env) {
  return (path, homeVariable) => {
    const own = homeVariable ? env[homeVariable] : void 0;
    const home = own && (0, import_node_path6.isAbsolute)(own) ? own : env.HOME;
    if (!home || !(0, import_node_path6.isAbsolute)(home)) return void 0;
    try {
      const bytes = (0, import_node_fs4.readFileSync)((0, import_node_path6.join)(home, path));
      return bytes.length > USER_FILE_CAP_BYTES ? void 0 : bytes.toString("utf8");
    } catch {
      return void 0;
    }
  };
}

// src/critics/harness/run.ts
var hrtimeMs = () => Number(process.hrtime.bigint() / 1000n) / 1e3;
function capNote(outcome) {
  const { stdout, stderr } = outcome.droppedBytes;
  const parts = [stdout ? `stdout: ${stdout} bytes` : "", stderr ? `stderr: ${stderr} bytes` : ""].filter(
    Boolean
  );
  return parts.length ? `
[the-loop: output cut at the capture limit; dropped ${parts.join(", ")}]` : "";
}
async function runCritic(critic, values, options) {
  const planned = resolveInvocation(critic, values);
  const envelope = newEnvelope(critic);
  if (planned.refusal !== void 0) {
    envelope.error = planned.refusal;
    return envelope;
  }
  const binary = planned.argv[0];
  const criticEnv = buildCriticEnv(options.baseEnv ?? process.env, critic.env);
  const program = critic.program ?? findExecutable(binary, criticEnv, options.cwd);
  if (!program) {
    envelope.error = `critic CLI '${binary}' not found on PATH; install it or fix 'command'/'harness' of critic '${critic.name}'`;
    return envelope;
  }
  const boundary = options.boundary;
  if (boundary) {
    const invocation = resolveInvocation(critic, values, boundary.filesDir, userFileReader(criticEnv));
    await writePrivateFiles(invocation.files);
    await boundary.handOver();
    const outputFile = invocation.stdoutFile && (0, import_node_path7.join)(boundary.outputDir, (0, import_node_path7.basename)(invocation.stdoutFile));
    const argv = [program, ...invocation.argv.slice(1)];
    return execute(
      critic,
      { ...invocation, argv, ...outputFile ? { stdoutFile: outputFile } : {} },
      options,
      envelope
    );
  }
  const installed = (invocation) => critic.program ? { ...invocation, argv: [critic.program, ...invocation.argv.slice(1)] } : invocation;
  if (Object.keys(planned.files).length === 0 && planned.stdoutFile === void 0)
    return execute(critic, installed(planned), options, envelope);
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
    ...invocation.stdoutFile === void 0 ? {} : { stdoutFile: invocation.stdoutFile },
    // Behind the boundary the switch enters the folder as the critic's user; the harness may not enter it.
    cwd: boundary ? "/" : options.cwd,
    env,
    timeoutMs: limit * 1e3,
    graceMs: options.graceMs,
    capBytes: options.capBytes,
    ...boundary ? { endAll: () => boundary.endAll() } : {}
  });
  envelope.durationSeconds = roundSeconds(clock() - started);
  const note = capNote(outcome);
  if (outcome.spawnError !== void 0) {
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
  const detail = outcome.stderr.trim() || envelope.output.trim() || (outcome.signal ? `killed by ${outcome.signal}` : "");
  envelope.error = `${binary} exited ${outcome.code ?? outcome.signal ?? "?"}: ${detail}`;
  return envelope;
}

// src/cli/flags.ts
var import_node_util = require("node:util");
function parseFlags(args, allowed) {
  const options = {};
  for (const name of allowed) options[name] = { type: "string" };
  for (const arg of args) {
    const name = /^--([^=]+)/.exec(arg)?.[1];
    if (name && allowed.includes(name.toLowerCase())) options[name] = { type: "string" };
  }
  const { tokens } = (0, import_node_util.parseArgs)({ args, options, strict: false, allowPositionals: true, tokens: true });
  const positionals = [];
  const flags = {};
  for (const token of tokens) {
    if (token.kind === "positional") positionals.push(token.value);
    if (token.kind !== "option") continue;
    const name = token.name.toLowerCase();
    if (!allowed.includes(name)) {
      const known = allowed.length ? allowed.map((a) => `--${a}`).join(", ") : "none";
      throw new Error(`unknown option '${token.rawName}' (known: ${known})`);
    }
    if (name in flags) throw new Error(`--${name} given twice`);
    if (token.value === void 0) throw new Error(`--${name} needs a value`);
    flags[name] = token.value;
  }
  return { positionals, flags };
}

// src/cli/switch-flag.ts
function takeSwitch(args, name, valueFlags) {
  const rest = [];
  let on = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") {
      rest.push(...args.slice(i));
      break;
    }
    const flag = /^--([^=]+)(=.*)?$/.exec(arg);
    const flagName = flag?.[1]?.toLowerCase();
    if (flagName === name) {
      if (flag?.[2] !== void 0) throw new Error(`--${name} takes no value`);
      if (on) throw new Error(`--${name} given twice`);
      on = true;
      continue;
    }
    rest.push(arg);
    if (flagName && flag?.[2] === void 0 && valueFlags.includes(flagName) && i + 1 < args.length) {
      rest.push(args[++i]);
    }
  }
  return { rest, on };
}

// src/cli/critic-command.ts
var RUN_FLAGS = [
  "prompt",
  "prompt-file",
  "root",
  "cwd",
  "work-item",
  "spec-dir",
  "timeout",
  "output-file"
];
var LIST_FLAGS = ["root", "format"];
var USAGE = `usage: the-loop critic list [--root DIR] [--format table|json] [--check]
       the-loop critic run NAME (--prompt TEXT | --prompt-file PATH) [--root DIR] [--cwd DIR]
                           [--work-item ID] [--spec-dir PATH] [--timeout S] [--output-file PATH]`;
var Misconfigured = class extends Error {
};
function folderProblem(path) {
  try {
    return (0, import_node_fs5.statSync)(path).isDirectory() ? void 0 : "is not a folder";
  } catch {
    return "no such folder";
  }
}
function rootOf(flags) {
  const root = (0, import_node_path8.resolve)(flags.root ?? ".");
  const problem = flags.root === void 0 ? void 0 : folderProblem(root);
  if (problem) throw new Misconfigured(`--root ${flags.root}: ${problem}`);
  return root;
}
async function loadConfig(root) {
  const found = findHarnessConfigSource(root);
  if (!found) return emptyHarnessConfig();
  const { loadHarnessConfigText } = await Promise.resolve().then(() => __toESM(require("./config.js"), 1));
  return loadHarnessConfigText(found.text, found.path);
}
async function listCritics(args, io) {
  const { rest, on: check } = takeSwitch(args, "check", LIST_FLAGS);
  const { positionals, flags } = parseFlags(rest, LIST_FLAGS);
  if (positionals.length) throw new Misconfigured(`critic list takes no arguments (got '${positionals[0]}')`);
  const format = flags.format ?? "table";
  if (format !== "table" && format !== "json")
    throw new Misconfigured(`--format must be table or json, not '${format}'`);
  const root = rootOf(flags);
  const config = await loadConfig(root);
  if (check) {
    const { checkList } = await Promise.resolve().then(() => __toESM(require("./critic-check-command.js"), 1));
    return checkList(config.critics, { root, format }, io);
  }
  const rows = config.critics.map((c) => {
    const binary = c.error ? "" : binaryOf(c);
    return toCriticRow(c, binary, binary !== "" && findExecutable(binary, process.env, root) !== void 0);
  });
  if (format === "json") io.out(JSON.stringify(rows, null, 2));
  else if (rows.length === 0)
    io.out(`No critics configured: add entries under reviews.critics in ${CONFIG_PATH}.`);
  else io.out(renderCriticTable(rows));
  return 0;
}
function parseTimeout(text) {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!text.trim() || !Number.isFinite(n) || n <= 0)
    throw new Misconfigured(`--timeout must be a positive number of seconds, not '${text}'`);
  return n;
}
async function readPrompt(flags) {
  const inline = flags.prompt;
  const file = flags["prompt-file"];
  if (inline === void 0 === (file === void 0))
    throw new Misconfigured("give exactly one of --prompt or --prompt-file");
  if (inline !== void 0) return { prompt: inline };
  const path = (0, import_node_path8.resolve)(file);
  try {
    return { prompt: await import_node_fs5.promises.readFile(path, "utf8"), file: path };
  } catch (error) {
    throw new Misconfigured(`--prompt-file ${file}: cannot read: ${error.message}`);
  }
}
function roundValues(critic, config, root, flags) {
  const workItem = flags["work-item"] ?? "";
  const specDir = flags["spec-dir"] ?? (workItem ? (0, import_node_path8.join)(root, config.specDir, workItem) : "");
  const chosen = flags.cwd ?? critic.cwd;
  const cwd = chosen ? (0, import_node_path8.isAbsolute)(chosen) ? chosen : (0, import_node_path8.resolve)(flags.cwd ? "." : root, chosen) : root;
  const problem = folderProblem(cwd);
  if (problem && flags.cwd !== void 0) throw new Misconfigured(`--cwd ${flags.cwd}: ${problem}`);
  if (problem)
    throw new CriticConfigError(
      `critic '${critic.name}': cwd '${critic.cwd}' (${cwd}): ${problem}; fix 'cwd' in its entry or give --cwd`,
      critic.where
    );
  return { workItem, specDir, cwd, model: critic.model };
}
async function runOne(args, io, seen) {
  const { positionals, flags } = parseFlags(args, RUN_FLAGS);
  if (flags["output-file"]) seen.outputFile = (0, import_node_path8.resolve)(flags["output-file"]);
  if (positionals.length !== 1)
    throw new Misconfigured("critic run needs exactly one critic NAME (there is no run-all)");
  seen.critic = { name: positionals[0], harness: "", model: "" };
  const root = rootOf(flags);
  const config = await loadConfig(root);
  const critic = findCritic(config, positionals[0]);
  seen.critic = critic;
  const timeoutSeconds = parseTimeout(flags.timeout);
  const { prompt, file } = await readPrompt(flags);
  const base = roundValues(critic, config, root, flags);
  const execute2 = async (promptFile) => {
    const values = { ...base, prompt, promptFile };
    resolveInvocation(critic, values);
    io.err(`critic ${critic.name}: running in ${base.cwd}`);
    const envelope = await runCritic(critic, values, { cwd: base.cwd, timeoutSeconds });
    const json = envelopeJson(envelope);
    io.out(json);
    if (flags["output-file"]) await writeOutputFile((0, import_node_path8.resolve)(flags["output-file"]), json, io);
    return envelope.ok ? 0 : 1;
  };
  return file ? execute2(file) : withPromptFile(prompt, execute2, needsPromptFile([critic]));
}
async function writeOutputFile(path, json, io) {
  try {
    await import_node_fs5.promises.mkdir((0, import_node_path8.dirname)(path), { recursive: true });
    await import_node_fs5.promises.writeFile(path, `${json}
`, "utf8");
  } catch (error) {
    io.err(`warning: could not write --output-file ${path}: ${error.message}`);
  }
}
async function printRefusal(seen, message, io) {
  const envelope = { ...newEnvelope(seen.critic ?? { name: "", harness: "", model: "" }), error: message };
  const json = envelopeJson(envelope);
  io.out(json);
  if (seen.outputFile) await writeOutputFile(seen.outputFile, json, io);
}
var criticCommand = async (args, io) => {
  const [sub, ...rest] = args;
  const seen = {};
  try {
    if (sub === "list") return await listCritics(rest, io);
    if (sub === "run") return await runOne(rest, io, seen);
    io.err(sub ? `the-loop critic: unknown subcommand '${sub}'
${USAGE}` : USAGE);
    return 2;
  } catch (error) {
    if (error instanceof CriticConfigError || error instanceof Misconfigured || error instanceof Error) {
      io.err(`the-loop critic: ${error.message}`);
      if (sub === "run") await printRefusal(seen, error.message, io);
      return 2;
    }
    throw error;
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  criticCommand
});
