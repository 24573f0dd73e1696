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

// src/cli/version.ts
var version_exports = {};
__export(version_exports, {
  CLI_VERSION: () => CLI_VERSION
});
module.exports = __toCommonJS(version_exports);

// package.json
var package_default = {
  name: "the-loop-action",
  version: "0.1.0",
  private: true,
  description: "Brief-driven, multi-critic pull-request review loop for GitHub Actions, with process state kept on a git branch.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=20"
  },
  bin: {
    "the-loop": "dist/cli/index.js"
  },
  scripts: {
    build: "node scripts/build.mjs",
    test: "NODE_OPTIONS=--experimental-vm-modules NODE_NO_WARNINGS=1 jest",
    typecheck: "tsc -p .",
    lint: "eslint .",
    format: "prettier --write .",
    "format:check": "prettier --check .",
    deps: "depcruise --config .dependency-cruiser.cjs src",
    knip: "knip --no-progress",
    "knip:production": "knip --production --no-progress",
    "test:real-clis": "bash scripts/real-clis.sh",
    bench: "tsx bench/run.ts",
    "test:times": "tsx scripts/test-times.ts",
    demo: "tsx scripts/demo.ts",
    release: "node scripts/release.mjs",
    all: "npm run format && npm run lint && npm run typecheck && npm test && npm run build",
    "gen:contracts": "tsx scripts/gen-contracts.ts"
  },
  allowScripts: {
    "@parcel/watcher": false,
    esbuild: false
  },
  dependencies: {
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@octokit/plugin-retry": "8.1.1",
    "@octokit/plugin-throttling": "11.0.5",
    ajv: "8.20.0",
    diff: "9.0.0",
    "mdast-util-from-markdown": "2.1.0",
    "mdast-util-gfm": "3.1.0",
    micromark: "4.0.3",
    "micromark-extension-gfm": "3.0.0",
    minimatch: "11.0.9",
    yaml: "2.9.1"
  },
  devDependencies: {
    "@actions/expressions": "0.3.61",
    "@actions/workflow-parser": "0.3.61",
    "@eslint/js": "10.0.1",
    "@fast-check/jest": "2.3.0",
    "@jest/globals": "30.5.2",
    "@jest/test-sequencer": "30.5.2",
    "@octokit/graphql-schema": "15.26.1",
    "@octokit/webhooks-examples": "7.6.1",
    "@types/jest": "30.0.0",
    "@types/node": "20.19.43",
    "@vercel/ncc": "0.45.0",
    "dependency-cruiser": "17.4.2",
    esbuild: "0.28.2",
    eslint: "10.15.0",
    "fast-check": "4.11.0",
    jest: "30.5.2",
    knip: "6.44.2",
    prettier: "3.10.1",
    "ts-jest": "29.4.15",
    tsx: "4.23.15",
    typebox: "1.4.3",
    typescript: "6.0.3",
    "typescript-eslint": "8.74.0"
  },
  overrides: {
    "@octokit/request": {
      "content-type": "2.1.0"
    }
  }
};

// src/cli/version.ts
var CLI_VERSION = package_default.version;
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CLI_VERSION
});
