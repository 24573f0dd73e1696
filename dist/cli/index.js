#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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

// src/cli/command-table.ts
var USAGE = `usage: the-loop <command> ...
  graph validate [FILE...]               check process graphs (no FILE: the shipped ones)
  graph show LOOP [--format mermaid|json] draw a shipped loop
  critic list [--root DIR] [--format table|json] [--check]
  critic run NAME (--prompt TEXT | --prompt-file PATH) [options]
  config validate [--root DIR] [--file PATH]
  review --local [--base REF] [--brief FILE] (--print | --run) [--cwd DIR]
  --version                              print the version`;

// src/cli/cli-main.ts
var groups = {};
function registerGroup(name, load) {
  groups[name] = load;
}
async function runCli(argv, io2) {
  const [word, ...rest] = argv;
  if (word === void 0 || word === "--help" || word === "-h" || word === "help") {
    io2.out(USAGE);
    return word === void 0 ? 2 : 0;
  }
  if (word === "--version") {
    io2.out((await Promise.resolve().then(() => __toESM(require("./version.js"), 1))).CLI_VERSION);
    return 0;
  }
  const load = groups[word];
  if (!load) {
    io2.err(`the-loop: unknown command '${word}'
${USAGE}`);
    return 2;
  }
  const handler = await load();
  return handler(rest, io2);
}

// src/entries/cli.ts
var io = {
  out: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}
`),
  err: (text) => process.stderr.write(text.endsWith("\n") ? text : `${text}
`)
};
registerGroup("graph", async () => (await Promise.resolve().then(() => __toESM(require("./graph-command.js"), 1))).runGraphCommand);
registerGroup("critic", async () => (await Promise.resolve().then(() => __toESM(require("./critic-command.js"), 1))).criticCommand);
registerGroup("config", async () => (await Promise.resolve().then(() => __toESM(require("./config-command.js"), 1))).configCommand);
registerGroup("review", async () => (await Promise.resolve().then(() => __toESM(require("./review-command.js"), 1))).reviewCommand);
void runCli(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit(code);
});
