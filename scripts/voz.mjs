#!/usr/bin/env node
// Entry of `npm run validate | fmt | migrate`: builds the packages when stale, then runs the
// `voz` CLI of packages/validation. Paths are taken relative to where the command was typed.
import { ensureBuilt, ensureInstalled } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const { main } = await import('@voz/validation/cli');
process.exitCode = main(process.argv.slice(2), { cwd: process.env.INIT_CWD ?? process.cwd() });
